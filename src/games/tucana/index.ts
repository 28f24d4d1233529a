// Trails of Tucana under the game contract (see ../contract.ts): its rules as the shell and the
// server use them, and its definition. The page's menu loads its screens lazily
// (shell/scenes/tucana-entry.ts), so nothing here reaches Explorers' first load.
import { boardScores, seatRanking, type GameDefinition, type GameRules } from '../contract';
import { SceneKeys } from '../../platform/scene-keys';
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
  type TucanaAction,
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
  scores: boardScores,
  ranking: seatRanking,
  toRecord,
  loadRecord,
};

/** The content, checked when the module loads (broken data refuses every new game). */
export const tucanaContent = CONTENT;

export const tucana: GameDefinition<TucanaOptions, TucanaState, TucanaAction, TucanaView, TucanaEvent, TucanaMove> = {
  id: 'tucana',
  localeNamespace: 'tucana',
  nameKey: 'name',
  players: { min: 1, max: 8 },
  aiLevels: ['easy', 'normal', 'hard'],
  rules: tucanaRules,
  loadAi: () => import('./ai/entry').then((m) => m.tucanaAi),
  loadHowTo: () => import('./howto/book').then((m) => m.tucanaHowTo),
  content: CONTENT,
  scenes: { setup: SceneKeys.TucanaSetup, play: SceneKeys.TucanaPlay, scoring: SceneKeys.TucanaScoring },
};
