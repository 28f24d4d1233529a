// Setup: which letters each seat writes in which village, from the setup card and the options.
import { VILLAGE_COUNT } from './content';
import type { Letter, TucanaOptions } from './types';

/**
 * Per seat, per village (village 1 first): the letter written there. The card is read clockwise
 * from its marked letter; seat p starts at village start + p (symmetric: every seat at `start`)
 * and goes clockwise, or counter-clockwise with that option.
 */
export function villageLetters(card: string, start: number, options: TucanaOptions): Letter[][] {
  const seats: Letter[][] = [];
  for (let p = 0; p < options.players; p++) {
    const first = start + (options.symmetric ? 0 : p);
    const letters: Letter[] = new Array<Letter>(VILLAGE_COUNT);
    for (let k = 0; k < VILLAGE_COUNT; k++) {
      const village = (((first + (options.counterClockwise ? -k : k)) % VILLAGE_COUNT) + VILLAGE_COUNT) % VILLAGE_COUNT;
      letters[village] = card[k] as Letter;
    }
    seats.push(letters);
  }
  return seats;
}
