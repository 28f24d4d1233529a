// Trails of Tucana's rules: everything screens, bots and tools may use.
export * from './types';
export { RULE_ERRORS, type RuleErrorCode, type RuleError, type Result } from './result';
export { createGame, apply, play, expectedActors, SOLO_KEPT, SOLO_CUT_SPARED_AT, type Played } from './game';
export { eventsFor, EVENT_TYPES, type TucanaEvent, type TucanaEventType } from './events';
export { validateOptions, MIN_PLAYERS, MAX_PLAYERS } from './options';
export { Drawer, beginDraft, draftAsk, draftDraw, draftStart, turnRefusal, canAnswer, type Draft, type DraftAsk } from './drawer';
export { scoreBoard, scoreSheet, recount, recountSheet, ranking, rankingOf, soloRank, soloRankBands, type Breakdown, type Ranking } from './scoring';
export { sightValue, pairPoints, bonusPoints, groupsOf, pairHexes, bitCount } from './board';
export { scoreHistory, type ScoreHistory } from './history';
export { toRecord, replay, readRecord, loadRecord, ENGINE_VERSION, RECORD_FORMAT, RECORD_GAME, RECORD_VERSION, type TucanaRecord } from './record';
export { viewFor, unseenCards, sampleHidden, stateFromView, drawnPoints, withDraft, type TucanaView, type BoardView, type TurnView, type Hidden } from './view';
export { legalMoves, type TucanaMove } from './moves';
export { randomMove, type BotMove } from './random-move';
export { edgeBetween, edgesForCards, cardsAllow, type Island } from './island';
export { DIRECTIONS, centreOf } from './hex';
export { nextFloat, nextInt } from './shared';
export { type IslandData, ISLA_PETIT, ISLA_GRANDE } from './islands';
export { DECK, SETUP_CARDS, BLUE_CARDS, RED_POINTS } from './cards';
export {
  CONTENT,
  CONTENT_DATA,
  SIGHT_TERRAIN,
  islandOf,
  turnsPerRound,
  terrainPairEdges,
  validateContent,
  validateIsland,
  validateDeck,
  validateSetupCards,
  type TucanaContent,
  type CheckedContent,
} from './content';
export { villageLetters } from './setup';
export type { RankBand } from '../../common/solo-ranks';
