// Beam search over the Xs of one step: after each X only the `width` most promising partial
// placements are extended. Width 1 is a greedy player.
import { Placer, type DraftStart, type GameState } from '../rules/index';

export interface Scored {
  readonly placer: Placer;
  readonly value: number;
}

/** Scores a placement (finished or not); counts against the decision's budget. */
export type Scorer = (placer: Placer) => number;

/** The same cells in any order lead to the same board: one entry per set (and per Xs still owed). */
const keyOf = (placer: Placer): string => `${placer.cells.slice().sort((a, b) => a - b).join(',')}/${placer.xsLeft}/${placer.horseOwed}`;

const byValue = (a: Scored, b: Scored): number => b.value - a.value;

/** Finished placements for `start`, best first (never empty: a step with no legal cell is finished at once). */
export function beamSearch(state: GameState, player: number, start: DraftStart, score: Scorer, width: number): Scored[] {
  const begun = Placer.begin(state, player, start);
  if (!begun.ok) throw new Error(`AI: ${begun.error.detail}`);
  const finished: Scored[] = [];
  const seen = new Set<string>();
  let beam: Scored[] = [{ placer: begun.value, value: score(begun.value) }];
  while (beam.length > 0) {
    const children: Scored[] = [];
    for (const node of beam) {
      if (node.placer.isDone()) {
        finished.push(node);
        continue;
      }
      for (const cell of node.placer.legalCells()) {
        const child = node.placer.clone();
        child.place(cell);
        const key = keyOf(child);
        if (seen.has(key)) continue;
        seen.add(key);
        children.push({ placer: child, value: score(child) });
      }
    }
    beam = children.sort(byValue).slice(0, width);
  }
  return finished.sort(byValue);
}
