// Explorers' rules under the game contract (see ../contract.ts), loaded through its definition
// (index.ts) where games are played.
import { boardScores, seatRanking, type GameRules } from '../contract';
import {
  RULE_ERRORS,
  TILES,
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

export const explorersRules: GameRules<GameOptions, GameState, PlayerView, GameEvent, Move, RuleErrorCode, Action> = {
  errorCodes: RULE_ERRORS,
  validateOptions,
  defaultOptions: (players, seed) => ({ players, seed, sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' }, map: 'random', achievements: { random: 0 } }),
  create: createGame,
  play,
  expectedActors,
  isOver: (state) => state.phase.kind === 'over',
  turnOf: (state) => state.turn.number,
  view: viewFor,
  eventsFor,
  legalMoves,
  randomAction: randomMove,
  scores: boardScores,
  ranking: seatRanking,
  // Its bounds rise with the achievements in play.
  soloRank: (view) => (view.ranking && view.boards.length === 1 ? soloRank((view.boards[0] as (typeof view.boards)[number]).score.total, view.achievements.length) : null),
  toRecord,
  loadRecord,
  content: validateTiles(TILES),
};
