// The hard level's second look: a sheet is worth what the best answer to the next draw makes
// of it, averaged over every draw the unseen cards allow (this round's unseen cards, or a full
// deck when a new round starts). The bonus segments of that next turn are left out.
import { DECK, TERRAINS, cardsAllow, sightValue, unseenCards, type Board, type TucanaState } from '../rules/index';
import { nextTiming, turnsFollow, type Timing } from './timing';
import { Evaluator, type Weights } from './evaluate';
import { CLASS_COUNT, classOf } from './island-info';
import { drawsFrom, type Draw } from './odds';

export class Lookahead {
  private readonly now: Evaluator;
  private readonly next: Evaluator | null;
  private readonly timing: Timing;
  private readonly draws: readonly Draw[];
  private readonly segments = new Uint8Array(512);
  private readonly groups = new Uint8Array(256);
  private readonly classBest = new Float64Array(CLASS_COUNT);

  constructor(state: TucanaState, player: number, weights: Weights, timing: Timing, now: Evaluator, chances: Float64Array) {
    this.now = now;
    this.timing = timing;
    // The next evaluator's timing only differs in what the sheet wrote, if a round ends in between: added per sheet.
    this.next = turnsFollow(timing) ? new Evaluator(state, player, weights, nextTiming(timing, 0), chances) : null;
    this.draws = drawsFrom(timing.left > 0 ? unseenCards(state.pile) : DECK);
  }

  /** The sheet's value once the next draw is answered at best, averaged over the draws. */
  value(board: Board): number {
    const next = this.next;
    if (!next) return this.now.value(board.segments, board.groups);
    const { island, classEdges } = next.info;
    const written = this.timing.left > 0 ? 0 : sightValue(island, board.sights);
    const stay = next.value(board.segments, board.groups) + written;
    const { segments, groups, classBest } = this;
    const useful = next.pathEdges(board.segments, board.groups);
    for (let c = 0; c < CLASS_COUNT; c++) {
      let best = -Infinity;
      for (const e of classEdges[c] as readonly number[]) {
        if (board.segments[e] !== 0 || !useful[e]) continue;
        segments.set(board.segments);
        segments[e] = 1;
        groups.set(board.groups);
        const keep = groups[island.edgeHexes[2 * e] as number] as number;
        const gone = groups[island.edgeHexes[2 * e + 1] as number] as number;
        if (keep !== gone) for (let h = 0; h < island.size; h++) if (groups[h] === gone) groups[h] = keep;
        best = Math.max(best, next.value(segments, groups) + written);
      }
      classBest[c] = best;
    }
    let total = 0;
    for (const d of this.draws) {
      let best = -Infinity;
      for (let x = 0; x < TERRAINS.length; x++) {
        for (let y = x; y < TERRAINS.length; y++) if (cardsAllow(d.a, d.b, x, y)) best = Math.max(best, classBest[classOf(x, y)] as number);
      }
      total += d.chance * (best === -Infinity ? stay : best);
    }
    return total;
  }
}
