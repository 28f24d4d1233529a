// The engine's public API: everything UIs, bots and tools may use.
export * from './types';
export * from './result';
export { CARDS, isWild } from './cards';
export { TILES } from './tiles';
export { createGame, apply, play, expectedActors, tiedVillages, unseenCards, placerOf, type Played } from './game';
export { eventsFor, GAME_EVENT_TYPES, type GameEvent, type GameEventType } from './events';
export { validateOptions, MAX_ACHIEVEMENTS } from './options';
export {
  Placer,
  beginDraft,
  draftPlace,
  legalPicks,
  xsForPick,
  xsForStart,
  pickTerrains,
  type Draft,
  type DraftStart,
  type PlacementEvent,
} from './placement';
export {
  scoreBoard,
  scoreSheet,
  recount,
  ranking,
  soloRank,
  soloRankBands,
  achievementPointsEach,
  provisionPointsFor,
  gemPoints,
  gemSlots,
  villagePointsFor,
  type Breakdown,
  type Ranking,
} from './scoring';
export type { RankBand } from '../../common/solo-ranks';
export { ACHIEVEMENT_RULES, isRace } from './achievements';
export { toRecord, replay, readRecord, loadRecord, ENGINE_VERSION, RECORD_FORMAT, RECORD_GAME, RECORD_VERSION, type GameRecord } from './record';
export { scoreHistory, type ScoreHistory } from './history';
export { usableScrolls, unusedKeys } from './board';
export { bestOpen } from './tracks';
export { NEIGHBOURS, CELLS, rowOf, colOf, cellAt, quadrantOf } from './grid';
export * as tables from './tables';
export { nextInt, nextFloat, shuffle, type Drawn } from './rng';
export { viewFor, previewGame, withBoard, mapOf, sampleHidden, stateFromView, type PlayerView, type BoardView, type TurnView, type Hidden } from './view';
export { legalMoves, type Move } from './moves';
export { printedSheet, type PrintedSheet } from './sheet';
export { validateTiles, terrainOfLetter, objectOfLetter } from './content';
export { randomMove, type BotMove } from './random-move';
export { phaseAsk, askRefusal, stepRefusal, type PhaseAsk } from './asks';
