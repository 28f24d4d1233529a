// Race to 10's bots, from a seat's view only: 'easy' adds a random amount; 'normal' adds the most
// and plays its card when that wins at once.
import { nextInt } from '../../../src/games/common/rng';
import type { GameAi } from '../../../src/games/contract';
import { TARGET, type RaceAction, type RaceView } from './rules';

export const raceAi: GameAi<RaceView, RaceAction> = {
  levels: ['easy', 'normal'],
  decide(view, level, rng) {
    const seat = view.turn;
    if (level === 'easy') {
      const drawn = nextInt(rng, 3);
      return { action: { type: 'add', player: seat, amount: drawn.value + 1, card: false }, rng: drawn.rng };
    }
    const count = view.boards[seat]?.score.total ?? 0;
    const card = view.myCard !== null && count + 3 + view.myCard >= TARGET;
    return { action: { type: 'add', player: seat, amount: 3, card }, rng };
  },
};
