// Bonus segments drawn greedily: what every search does once a turn's first segment is chosen.
import type { Drawer } from '../rules/index';
import type { Evaluator } from './evaluate';

/**
 * Draws the bonus segments still owed, each the one the evaluator likes best. A bonus may join any
 * free pair of hexes: only those on the cheapest paths to the sheet's goals are tried (all when
 * none is). Returns the evaluations spent.
 */
export function finishGreedily(drawer: Drawer, evaluator: Evaluator): number {
  let work = 0;
  while (!drawer.isDone()) {
    const now = drawer.board();
    const useful = evaluator.pathEdges(now.segments, now.groups);
    const legal = drawer.legalEdges();
    const tried = legal.some((e) => useful[e]) ? legal.filter((e) => useful[e]) : legal;
    let best = -1;
    let top = -Infinity;
    for (const edge of tried) {
      const trial = drawer.clone();
      trial.draw(edge);
      const board = trial.board();
      const value = evaluator.value(board.segments, board.groups);
      if (value > top) [best, top] = [edge, value];
    }
    work += tried.length + 1;
    // A refusal here would leave the bonus owed and loop for ever: fail loudly instead.
    const drawn = drawer.draw(best);
    if (!drawn.ok) throw new Error(`AI: a bonus segment the rules offered was refused (${drawn.error.detail})`);
  }
  return work;
}
