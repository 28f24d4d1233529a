// Ambassadors' rules under the game contract (see ../contract.ts), for its definition to load
// where games are played.
import { boardScores, seatRanking, type GameRules } from '../contract';
import {
  CONTENT,
  RULE_ERRORS,
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
  type AmbassadorsAction,
  type AmbassadorsEvent,
  type AmbassadorsMove,
  type AmbassadorsOptions,
  type AmbassadorsState,
  type AmbassadorsView,
  type RuleErrorCode,
} from './rules/index';

export const ambassadorsRules: GameRules<AmbassadorsOptions, AmbassadorsState, AmbassadorsView, AmbassadorsEvent, AmbassadorsMove, RuleErrorCode, AmbassadorsAction> = {
  errorCodes: RULE_ERRORS,
  validateOptions,
  // Seats start at wonders 1, 2, 3… in seat order.
  defaultOptions: (players, seed) => ({ players, seed, starts: Array.from({ length: players }, (_, seat) => seat + 1) }),
  create: createGame,
  play,
  expectedActors,
  isOver: (state) => state.phase === 'over',
  // A turn is one seat's, from its roll to its last sale: one number per round and seat.
  turnOf: (state) => state.turn.round * state.options.players + state.turn.player,
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
