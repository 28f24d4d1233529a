// Trails of Tucana under the game contract (see ../contract.ts): its rules as the shell and the
// server use them. Not in registry.ts yet: registering it makes the menu and the server offer
// the game, which waits for its screens.
import type { GameRules } from '../contract';
import {
  CONTENT,
  RULE_ERRORS,
  createGame,
  eventsFor,
  expectedActors,
  legalMoves,
  loadRecord,
  play,
  toRecord,
  validateOptions,
  viewFor,
  type RuleErrorCode,
  type TucanaEvent,
  type TucanaMove,
  type TucanaOptions,
  type TucanaState,
  type TucanaView,
} from './rules/index';

export const tucanaRules: GameRules<TucanaOptions, TucanaState, TucanaView, TucanaEvent, TucanaMove, RuleErrorCode> = {
  errorCodes: RULE_ERRORS,
  validateOptions,
  create: createGame,
  play,
  expectedActors,
  isOver: (state) => state.phase === 'over',
  view: viewFor,
  eventsFor,
  legalMoves,
  scores: (view) => view.boards.map((board) => board.score),
  ranking: (view) => (view.ranking ? { order: view.ranking.order, winners: view.ranking.winners } : null),
  toRecord,
  loadRecord,
};

/** The content, checked when the module loads (broken data refuses every new game). */
export const tucanaContent = CONTENT;
