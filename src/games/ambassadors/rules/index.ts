// Ambassadors' rules: everything screens, bots and tools may use.
export * from './types';
export { RULE_ERRORS, type RuleErrorCode, type RuleError, type Result } from './result';
export { createGame, apply, play, expectedActors, AMBASSADORS_PER_PLAYER, BONUS_PRICE, ROUND_CAP, SETUP_BONUS_CARDS, type Played } from './game';
export { eventsFor, type AmbassadorsEvent, type AmbassadorsEventType } from './events';
export { validateOptions, MIN_PLAYERS, MAX_PLAYERS } from './options';
export { CONTENT, CONTENT_DATA, validateContent, wonderDistances, board, START_SPREAD, type AmbassadorsContent, type Board, type PathInfo, type TripCard } from './content';
export { MAP } from './map';
export { DECKS, BONUS_DECK } from './decks';
export { viewFor, type AmbassadorsView, type SeatView, type TurnView } from './view';
export { legalMoves, groundOf, type AmbassadorsMove } from './moves';
export { reachableStops, checkWalk, pathOpen, stepRefusal, isWonder, type Ground, type Stop } from './movement';
export { ambushAllowed, ambushDots } from './ambush';
export { missingOnChain, ambassadorsOnBoard } from './chain';
export { reward } from './arrival';
export { standings, outcomeOf, type Standing } from './scoring';
export { SALE_PRICE, START_GOLD } from './payment';
export { toRecord, replay, readRecord, loadRecord, ENGINE_VERSION, RECORD_FORMAT, RECORD_GAME, RECORD_VERSION, type AmbassadorsRecord } from './record';
export { routeMove, type BotMove } from './route-bot';
