// Trails of Tucana's rules under the game contract (see ../contract.ts), loaded through its
// definition (index.ts) where games are played.
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
  randomMove,
  soloRank,
  toRecord,
  validateOptions,
  viewFor,
  type RuleErrorCode,
  type TucanaAction,
  type TucanaEvent,
  type TucanaMove,
  type TucanaOptions,
  type TucanaState,
  type TucanaView,
} from './rules/index';

export const tucanaRules: GameRules<TucanaOptions, TucanaState, TucanaView, TucanaEvent, TucanaMove, RuleErrorCode, TucanaAction> = {
  errorCodes: RULE_ERRORS,
  validateOptions,
  defaultOptions: (players, seed) => ({ players, seed, island: 'petit', specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false }),
  create: createGame,
  play,
  expectedActors,
  isOver: (state) => state.phase === 'over',
  turnOf: (state) => state.turn.number,
  view: viewFor,
  eventsFor,
  legalMoves,
  randomAction: randomMove,
  scores: boardScores,
  ranking: seatRanking,
  // Each island has its own bounds.
  soloRank: (view) => (view.ranking && view.boards.length === 1 ? soloRank(view.island, (view.boards[0] as (typeof view.boards)[number]).score.total) : null),
  toRecord,
  loadRecord,
  content: CONTENT,
};
