// Seats' names as messages for the screens: a name the player typed shows as typed, and so does an
// AI's name given at the start of the game (Ida stays Ida when the language changes mid-game); a
// person's seat left unnamed shows its generic label ("Player 2") in the language of the moment.
import type { SeatLook } from '../games/contract';
import type { Message } from '../platform/i18n';
import type { Seat } from './seats';

const verbatim = (text: string): Message => ({ key: 'common.verbatim', params: { text } });

/** A game's default names by seat (its definition's `seats.defaultName`). */
export type DefaultNames = SeatLook['defaultName'];

export function seatName(seats: readonly Seat[], player: number, defaults: DefaultNames): Message {
  const seat = seats[player];
  if (!seat) return verbatim('');
  // A seat given no name at all (an online table's AI) takes its default in the current language.
  const generic = seat.defaultName === true && (seat.kind === 'human' || seat.name === '');
  return generic ? defaults(player, seat.kind === 'human') : verbatim(seat.name);
}

/** Several seats' names, in order, separated as the language separates a list. */
export function seatNames(seats: readonly Seat[], players: readonly number[], defaults: DefaultNames): Message {
  const [first, ...rest] = players;
  if (first === undefined) return verbatim('');
  if (rest.length === 0) return seatName(seats, first, defaults);
  return { key: 'common.nameList', params: { first: seatName(seats, first, defaults), rest: seatNames(seats, rest, defaults) } };
}
