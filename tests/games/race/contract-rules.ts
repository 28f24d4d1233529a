// Race to 10's rules under the game contract, loaded through its definition (index.ts).
import { boardScores, seatRanking, type GameRules } from '../../../src/games/contract';
import {
  CONTENT,
  RACE_ERRORS,
  createGame,
  eventsFor,
  expectedActors,
  legalMoves,
  loadRecord,
  play,
  randomAction,
  toRecord,
  validateOptions,
  viewFor,
  type RaceAction,
  type RaceErrorCode,
  type RaceEvent,
  type RaceMove,
  type RaceOptions,
  type RaceState,
  type RaceView,
} from './rules';

export const raceRules: GameRules<RaceOptions, RaceState, RaceView, RaceEvent, RaceMove, RaceErrorCode, RaceAction> = {
  errorCodes: RACE_ERRORS,
  validateOptions,
  defaultOptions: (_players, seed) => ({ players: 2, seed }),
  create: createGame,
  play,
  expectedActors,
  isOver: (state) => state.winner !== null,
  // Every action is a seat's whole turn.
  turnOf: (state) => state.actions.length,
  view: viewFor,
  eventsFor,
  legalMoves,
  randomAction,
  scores: boardScores,
  ranking: seatRanking,
  toRecord,
  loadRecord,
  content: CONTENT,
};
