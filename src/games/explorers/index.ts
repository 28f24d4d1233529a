// Explorers as the shell sees it: its definition under the game contract (see ../contract.ts).
import { boardScores, seatRanking, type GameDefinition, type GameRules } from '../contract';
import {
  RULE_ERRORS,
  TILES,
  createGame,
  eventsFor,
  expectedActors,
  legalMoves,
  loadRecord,
  play,
  toRecord,
  validateOptions,
  validateTiles,
  viewFor,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Move,
  type PlayerView,
  type RuleErrorCode,
} from './rules/index';
import { SceneKeys } from '../../platform/scene-keys';

export const explorersRules: GameRules<GameOptions, GameState, PlayerView, GameEvent, Move, RuleErrorCode> = {
  errorCodes: RULE_ERRORS,
  validateOptions,
  create: createGame,
  play,
  expectedActors,
  isOver: (state) => state.phase.kind === 'over',
  view: viewFor,
  eventsFor,
  legalMoves,
  scores: boardScores,
  ranking: seatRanking,
  toRecord,
  loadRecord,
};

export const explorers: GameDefinition<GameOptions, GameState, Action, PlayerView, GameEvent, Move> = {
  id: 'explorers',
  localeNamespace: 'translation',
  nameKey: 'app.title',
  players: { min: 1, max: 4 },
  aiLevels: ['easy', 'normal', 'hard', 'master'],
  rules: explorersRules,
  loadAi: () => import('./ai/entry').then((m) => m.explorersAi),
  loadHowTo: () => import('./scenes/howto/book').then((m) => m.explorersHowTo),
  content: validateTiles(TILES),
  scenes: { setup: SceneKeys.Setup, play: SceneKeys.Play, scoring: SceneKeys.Scoring },
};
