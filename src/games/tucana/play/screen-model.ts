// What the Tucana screens draw, computed from the seat's view through the rules: the viewer's
// sheet with the open turn's draft applied, and the solo ladder (also an island's, for the how-to). The scenes draw these as given
// and keep no rule of their own.
import { drawnPoints, soloRank, soloRankBands, withDraft, type BoardView, type DrawnSegment, type Edge, type IslandId, type RankBand, type TucanaView } from '../rules/index';

export { drawnPoints };

/** The viewer's sheet as they see it now: their segments of the open turn (`fresh`) marked on it. */
export interface OwnSheet {
  readonly board: BoardView;
  readonly fresh: readonly Edge[];
}

/** `drafted`: the viewer's segments of the open turn (none when another seat acts or nothing is drafted). */
export function ownSheet(board: BoardView, drafted: readonly DrawnSegment[]): OwnSheet {
  return { board: withDraft(board, drafted), fresh: drafted.map((s) => s.edge) };
}

/** Solo: the island's rank bands and the rank a total reaches. */
export interface SoloLadder {
  readonly bands: readonly RankBand[];
  readonly reached: number;
}

export const soloLadder = (view: TucanaView, total: number): SoloLadder => ({ bands: soloRankBands(view.island), reached: soloRank(view.island, total) });

/** An island's solo ranks, before any game: the how-to's ladder. */
export const islandLadder = (island: IslandId): readonly RankBand[] => soloRankBands(island);
