// The running score after each round, replayed from a game's record: what a chart of the game
// draws. Round parts are those recorded at each round end, game-end parts as the sheet stood then.
import { scoresByRound } from '../../common/score-history';
import type { Result } from './result';
import { replay, type GameRecord } from './record';
import { scoreBoard, type Breakdown } from './scoring';
import type { GameState } from './types';

/** `history[round][player]`: the player's score breakdown at the end of that round (0-based). */
export type ScoreHistory = readonly (readonly Breakdown[])[];

const roundsScored = (state: GameState): number => state.boards[0]?.roundScores.gemstones.length ?? 0;

/** Every player's score breakdown after each round played so far; after the last, the final score. */
export const scoreHistory = (record: GameRecord): Result<ScoreHistory> =>
  scoresByRound((visit) => replay(record, visit), roundsScored, (state) => state.boards.map((_, p) => scoreBoard(state, p)));
