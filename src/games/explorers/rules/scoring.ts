// Scores: round-end parts (provisions, gemstones) and game-end parts (villages, temples, achievements).
import { bandsFrom, rankIn, type RankBand } from '../../common/solo-ranks';
import { ACHIEVEMENT_RULES } from './achievements';
import { CELLS, NEIGHBOURS } from './grid';
import { objectCode } from './map';
import {
  GEM_LINE_EXPERT,
  GEM_SLOTS_BASIC,
  PROVISION_POINTS,
  RACE_VALUES,
  ROUNDS,
  SOLO_RANK_BOUNDS,
  SOLO_RANK_STEP,
  TEMPLE_VALUES,
  VILLAGE_POINTS,
} from './tables';
import { PROVISIONS, SCORE_CATEGORIES, type Cell, type GameMap, type GameState, type PlayerBoard, type ScoreCategory, type Side } from './types';

export type Breakdown = Readonly<Record<ScoreCategory, number>> & { readonly total: number };

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const lastOf = (table: readonly number[], n: number): number => table[Math.min(n, table.length - 1)] as number;

/** Points for `crossed` provisions in one round's column (basic: kinds, as each is crossed once at most). */
export const provisionPointsFor = (side: Side, crossed: number): number => lastOf(PROVISION_POINTS[side], crossed);

/** Points for one round's provisions column ([apple, carrot, fish] crossed). */
export function provisionPoints(side: Side, column: readonly number[]): number {
  return provisionPointsFor(side, side === 'basic' ? column.filter((x) => x > 0).length : sum(column));
}

/** How many gemstones the sheet's track holds. */
export const gemSlots = (side: Side): number => (side === 'basic' ? GEM_SLOTS_BASIC : GEM_LINE_EXPERT.length);

const NEGATIVE_GEMS = GEM_LINE_EXPERT.filter((v) => v < 0).length;

/**
 * Points at a round end for `gems` gemstones crossed so far (no allocation: the AI prices
 * gemstones many times per decision). Expert: the negatives not yet crossed, or the positives.
 */
export function gemPoints(side: Side, gems: number): number {
  if (side === 'basic') return Math.min(gems, GEM_SLOTS_BASIC);
  let points = 0;
  if (gems < NEGATIVE_GEMS) for (let i = gems; i < NEGATIVE_GEMS; i++) points += GEM_LINE_EXPERT[i] as number;
  else for (let i = NEGATIVE_GEMS; i < Math.min(gems, GEM_LINE_EXPERT.length); i++) points += GEM_LINE_EXPERT[i] as number;
  return points;
}

/** Points for one village with `adjacent` marked neighbours. */
export const villagePointsFor = (side: Side, adjacent: number): number => lastOf(VILLAGE_POINTS[side], adjacent);

const adjacentMarks = (marks: Uint8Array, cell: Cell): number =>
  (NEIGHBOURS[cell] as readonly Cell[]).filter((n) => marks[n] !== 0).length;

/** Basic: every village scores; expert: only the one with the fewest marked neighbours. */
export function villagePoints(side: Side, map: GameMap, marks: Uint8Array): number {
  const counts = map.villages.map((v) => adjacentMarks(marks, v));
  return side === 'basic' ? sum(counts.map((n) => villagePointsFor(side, n))) : villagePointsFor(side, Math.min(...counts));
}

export const templePoints = (side: Side, board: PlayerBoard): number =>
  sum(board.temples.filter((p) => p >= 0).map((p) => TEMPLE_VALUES[side][p] as number));

const achievementPoints = (state: GameState, board: PlayerBoard): number => sum(achievementPointsEach(state, board));

function breakdown(parts: Record<ScoreCategory, number>): Breakdown {
  return { ...parts, total: sum(SCORE_CATEGORIES.map((c) => parts[c])) };
}

/** The running score: round parts as recorded at each round end, game-end parts as they stand now. */
export const scoreBoard = (state: GameState, player: number): Breakdown => scoreSheet(state, state.boards[player] as PlayerBoard);

/** The running score of one sheet in this game (a player's board, as seen now or earlier). */
export function scoreSheet(state: GameState, board: PlayerBoard): Breakdown {
  const { sides } = state.options;
  return breakdown({
    provisions: sum(board.roundScores.provisions),
    gemstones: sum(board.roundScores.gemstones),
    villages: villagePoints(sides.villages, state.map, board.marks),
    temples: templePoints(sides.temples, board),
    achievements: achievementPoints(state, board),
  });
}

/**
 * The final score recounted from the board alone: each mark remembers its round, so the
 * provisions and gemstones of every round are found again without the recorded round scores.
 */
export function recount(state: GameState, player: number): Breakdown {
  const board = state.boards[player] as PlayerBoard;
  const { sides } = state.options;
  const { map } = state;
  const provisionCodes = PROVISIONS.map(objectCode);
  const gemCode = objectCode('gem');
  let provisions = 0;
  let gemstones = 0;
  let gems = 0;
  const roundsPlayed = state.phase.kind === 'over' ? ROUNDS : board.roundScores.gemstones.length;
  for (let round = 0; round < roundsPlayed; round++) {
    const column = [0, 0, 0];
    for (let cell = 0; cell < CELLS; cell++) {
      if (board.marks[cell] !== round + 1) continue;
      const kind = provisionCodes.indexOf(map.object[cell] as number);
      if (kind >= 0) column[kind]++;
      if (map.object[cell] === gemCode) gems++;
    }
    provisions += provisionPoints(sides.provisions, column);
    gemstones += gemPoints(sides.gemstones, gems);
  }
  return breakdown({
    provisions,
    gemstones,
    villages: villagePoints(sides.villages, map, board.marks),
    temples: templePoints(sides.temples, board),
    achievements: achievementPoints(state, board),
  });
}

export interface Ranking {
  /** Players from best to worst (score, then fewer scrolls used). */
  readonly order: readonly number[];
  readonly scores: readonly Breakdown[];
  /** Everyone sharing first place after the scroll tie-break. */
  readonly winners: readonly number[];
  /** The scroll tie-break decided: someone had the winners' points but used more scrolls. */
  readonly tieBroken: boolean;
}

export function ranking(state: GameState): Ranking {
  const scores = state.boards.map((_, p) => scoreBoard(state, p));
  const scrolls = (p: number) => (state.boards[p] as PlayerBoard).scrollsUsed;
  const order = scores
    .map((_, p) => p)
    .sort((a, b) => (scores[b] as Breakdown).total - (scores[a] as Breakdown).total || scrolls(a) - scrolls(b) || a - b);
  const best = order[0] as number;
  const topScore = (p: number) => (scores[p] as Breakdown).total === (scores[best] as Breakdown).total;
  const winners = order.filter((p) => topScore(p) && scrolls(p) === scrolls(best));
  const tieBroken = order.some((p) => topScore(p) && scrolls(p) !== scrolls(best));
  return { order, scores, winners, tieBroken };
}

/** Solo: each rank's band of totals (the bounds rise with the achievements in play). */
export const soloRankBands = (achievementsInPlay: number): RankBand[] =>
  bandsFrom(SOLO_RANK_BOUNDS.map((bound) => bound + achievementsInPlay * SOLO_RANK_STEP + 1));

/** Solo rank 0..5 (5: the greatest explorer of all time); bounds rise with achievements in play. */
export const soloRank = (total: number, achievementsInPlay: number): number => rankIn(soloRankBands(achievementsInPlay), total);

/** Per achievement in play: what it gives this sheet now (a race: the value won, or 0). */
export const achievementPointsEach = (state: GameState, board: PlayerBoard): number[] =>
  state.achievements.map((id, i) => {
    const rule = ACHIEVEMENT_RULES[id];
    const position = board.races[i] as number;
    if (rule.kind === 'race') return position >= 0 ? (RACE_VALUES[position] as number) : 0;
    return rule.points(state.map, board.marks);
  });
