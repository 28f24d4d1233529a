// A uniformly random legal move: the simulator's and the property tests' player, the floor the AI
// levels are measured against, and the table's fallback when a bot fails, so no seat ever stalls.
import { legalPicks, Placer, type DraftStart } from './placement';
import { nextInt } from './rng';
import { tiedVillages } from './game';
import { TERRAINS, type Action, type GameState } from './types';

export interface BotMove {
  readonly action: Action;
  readonly rng: number;
}

function pickOne<T>(rng: number, items: readonly T[]): { value: T; rng: number } {
  const drawn = nextInt(rng, items.length);
  return { value: items[drawn.value] as T, rng: drawn.rng };
}

/** Place Xs at random until the step is done. */
function randomPlacement(state: GameState, player: number, start: DraftStart, rng: number): BotMove {
  const begun = Placer.begin(state, player, start);
  if (!begun.ok) throw new Error(`random bot: ${begun.error.detail}`);
  const placer = begun.value;
  while (!placer.isDone()) {
    const drawn = pickOne(rng, placer.legalCells());
    rng = drawn.rng;
    placer.place(drawn.value);
  }
  return { action: placer.action(), rng };
}

export function randomMove(state: GameState, player: number, rng: number): BotMove {
  switch (state.phase.kind) {
    case 'startVillage': {
      const drawn = pickOne(rng, tiedVillages(state));
      return { action: { type: 'startVillage', player, village: drawn.value }, rng: drawn.rng };
    }
    case 'choose': {
      const drawn = nextInt(rng, 2);
      return { action: { type: 'choose', player, option: drawn.value as 0 | 1 }, rng: drawn.rng };
    }
    case 'place': {
      const drawn = pickOne(rng, legalPicks(state, player));
      return randomPlacement(state, player, { type: 'turn', pick: drawn.value }, drawn.rng);
    }
    case 'setup':
    case 'bonus': {
      const drawn = pickOne(rng, TERRAINS);
      return randomPlacement(state, player, { type: state.phase.kind, terrain: drawn.value }, drawn.rng);
    }
    case 'over':
      throw new Error('random move: the game is over');
  }
}
