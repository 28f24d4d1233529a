// The running score after each round, replayed from a game's record, for the scoring screen's
// chart: the sight totals written by each round end, pairs and bonuses as the sheet stood then.
import { scoresByRound } from '../../common/score-history';
import { replay, type TucanaRecord } from './record';
import type { Result } from './result';
import { scoreBoard, type Breakdown } from './scoring';
import type { TucanaState } from './types';

/** `history[round][player]`: the player's score breakdown at the end of that round (0-based). */
export type ScoreHistory = readonly (readonly Breakdown[])[];

const roundsScored = (state: TucanaState): number => state.boards[0]?.roundScores.length ?? 0;

/** Every player's score breakdown after each round played so far; after the last, the final score. */
export const scoreHistory = (record: TucanaRecord): Result<ScoreHistory> =>
  scoresByRound((visit) => replay(record, visit), roundsScored, (state) => state.boards.map((_, p) => scoreBoard(state, p)));
