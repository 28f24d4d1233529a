// The engine's public API: everything UIs, bots and tools may use.
export * from './types';
export * from './result';
export { CARDS, isWild } from './cards';
export { TILES } from './tiles';
export { createGame, apply, expectedActors, tiedVillages, unseenCards } from './game';
export { validateOptions, MAX_ACHIEVEMENTS } from './options';
export {
  Placer,
  beginDraft,
  draftPlace,
  legalPicks,
  xsForPick,
  pickTerrains,
  EFFECTS,
  type Draft,
  type DraftStart,
  type Effect,
  type PlacementEvent,
} from './placement';
export { scoreBoard, recount, ranking, soloRank, type Breakdown, type Ranking } from './scoring';
export { ACHIEVEMENT_RULES, isRace } from './achievements';
export { toRecord, replay, loadRecord, ENGINE_VERSION, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './record';
export { usableScrolls, unusedKeys } from './board';
export { bestOpen } from './tracks';
export { NEIGHBOURS, CELLS, rowOf, colOf, cellAt, quadrantOf } from './grid';
export * as tables from './tables';
export { nextInt, nextFloat, shuffle, type Drawn } from './rng';
