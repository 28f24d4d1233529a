// Rule errors are values, never exceptions: `apply` returns one and leaves the state untouched.
// The Result helpers are the ones every game's rules share (src/games/common).
import { refuse, type Result as SharedResult, type RuleError as SharedRuleError } from '../../common/result';
export { ok, shown } from '../../common/result';
export { isInt, isObject, recordObject } from '../../common/input';

export const RULE_ERRORS = [
  'badAction', // malformed action (wrong shape, unknown type, bad numbers)
  'badOptions', // game options out of range or inconsistent
  'gameOver',
  'wrongPhase', // this action type is not expected now
  'notYourTurn', // this player is not expected to act now
  'alreadyDone', // this player has already acted in this phase
  'notTied', // the chosen village is not one of the tied start villages
  'illegalPick', // option/terrain/scroll not allowed
  'noScroll', // no scroll left to use
  'scrollNotYet', // the only scrolls left were found this turn: usable from the next turn on
  'occupied', // the cell already has an X
  'village', // villages are never marked
  'notAdjacent', // an X goes next to an X already on the sheet
  'wrongTerrain', // the cell is not of a terrain this step allows
  'noKey', // a temple needs a key found and not used yet
  'provisionTaken', // this provision is already crossed in this round's column
  'tooManyXs', // more Xs than owed
  'mustPlaceAll', // fewer Xs than owed while a legal cell remains
  'badRecord', // a saved game record that is damaged: not JSON, not a record, or refused by the rules
  'unknownRecord', // a record made by a version of the game this one cannot read (newer, or with other rules)
  'badContent', // content data that breaks its constraints
] as const;
export type RuleErrorCode = (typeof RULE_ERRORS)[number];

export type RuleError = SharedRuleError<RuleErrorCode>;
export type Result<T, E = RuleError> = SharedResult<T, E>;

export const err = refuse<RuleErrorCode>;
