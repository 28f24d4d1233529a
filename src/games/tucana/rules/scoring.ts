// Scores: sight totals written at each round end, village pairs and bonus boxes at game end;
// a recount from the final sheet alone; the ranking with its tie-break; the solo rank.
import { bluePoints, groupsOf, pairHexes, pairPoints, pairsJoined, sightValue, redPoints, sightsReached } from './board';
import { bandsFrom, rankIn, type RankBand } from '../../common/solo-ranks';
import { islandOf } from './content';
import type { Island } from './island';
import { SCORE_CATEGORIES, type Board, type IslandId, type Letter, type ScoreCategory, type TucanaState } from './types';

/** The categories and the total; `bonuses` is split into its `blue` and `red` boxes for the score screen. */
export type Breakdown = Readonly<Record<ScoreCategory, number>> & { readonly blue: number; readonly red: number; readonly total: number };

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function breakdown(sights: number, villages: number, board: Board): Breakdown {
  const blue = bluePoints(board);
  const red = redPoints(board);
  const parts: Record<ScoreCategory, number> = { sights, villages, bonuses: blue + red };
  return { ...parts, blue, red, total: sum(SCORE_CATEGORIES.map((c) => parts[c])) };
}

/** The running score of a sheet: sight totals written so far, pairs and bonuses as they stand. */
export const scoreSheet = (island: Island, board: Board): Breakdown =>
  breakdown(sum(board.roundScores), pairPoints(island, board.pairs), board);

/**
 * The score recounted from the sheet alone, as a player checks it at the table: each segment
 * carries its round, so the sights joined to a village by each round end are found again;
 * pairs from the letters and the segments; bonuses as written in their boxes.
 */
export function recountSheet(island: Island, board: Board, letters: readonly Letter[], roundsPlayed: number): Breakdown {
  let sights = 0;
  for (let round = 0; round < roundsPlayed; round++) sights += sightValue(island, sightsReached(island, groupsOf(island, board.segments, round)));
  const pairs = pairsJoined(groupsOf(island, board.segments), pairHexes(island, letters));
  return breakdown(sights, pairPoints(island, pairs), board);
}

export interface Ranking {
  /** Seats from best to worst: total, then bonus points, then seat order. */
  readonly order: readonly number[];
  readonly scores: readonly Breakdown[];
  /** Everyone sharing first place after the bonus tie-break. */
  readonly winners: readonly number[];
  /** Seats sharing the most points before the tie-break (one seat: no tie-break was needed). */
  readonly tiedOnPoints: readonly number[];
}

export function rankingOf(scores: readonly Breakdown[]): Ranking {
  const order = scores
    .map((_, p) => p)
    .sort((a, b) => (scores[b] as Breakdown).total - (scores[a] as Breakdown).total || (scores[b] as Breakdown).bonuses - (scores[a] as Breakdown).bonuses || a - b);
  const best = scores[order[0] as number] as Breakdown;
  const tiedOnPoints = order.filter((p) => (scores[p] as Breakdown).total === best.total);
  const winners = tiedOnPoints.filter((p) => (scores[p] as Breakdown).bonuses === best.bonuses);
  return { order, scores, winners, tiedOnPoints };
}

export const scoreBoard = (state: TucanaState, player: number): Breakdown => scoreSheet(islandOf(state.options.island), state.boards[player] as Board);

/** The final score of a seat recounted from its sheet (the round totals written so far count their rounds). */
export const recount = (state: TucanaState, player: number): Breakdown =>
  recountSheet(islandOf(state.options.island), state.boards[player] as Board, state.letters[player] as readonly Letter[], (state.boards[player] as Board).roundScores.length);

export const ranking = (state: TucanaState): Ranking => rankingOf(state.boards.map((b) => scoreSheet(islandOf(state.options.island), b)));

/** Solo: each rank's band of totals on this island (its bounds are the lowest total of each rank above the first). */
export const soloRankBands = (island: IslandId): RankBand[] => bandsFrom(islandOf(island).soloRanks);

/** Solo rank from 0 (under the first bound) to 6 (the top rank). */
export const soloRank = (island: IslandId, total: number): number => rankIn(soloRankBands(island), total);
