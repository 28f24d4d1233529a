// A uniformly random legal turn: the simulator's and the property tests' player, the floor the AI
// levels are measured against, and the table's fallback when a bot fails, so no seat ever stalls.
import { islandOf } from './content';
import { Drawer } from './drawer';
import { nextInt } from './shared';
import type { TucanaAction, TucanaState } from './types';

export interface BotMove {
  readonly action: TucanaAction;
  readonly rng: number;
}

/** Draws a random legal segment at every step until the turn is done (throws if `player` may not draw). */
export function randomMove(state: TucanaState, player: number, rng: number): BotMove {
  const begun = Drawer.begin(islandOf(state.options.island), state, player);
  if (!begun.ok) throw new Error(`random move: ${begun.error.detail}`);
  const drawer = begun.value;
  while (!drawer.isDone()) {
    const edges = drawer.legalEdges();
    const drawn = nextInt(rng, edges.length);
    rng = drawn.rng;
    const placed = drawer.draw(edges[drawn.value] as number);
    if (!placed.ok) throw new Error(`random move: a legal edge was refused (${placed.error.detail})`);
  }
  return { action: drawer.action(), rng };
}
