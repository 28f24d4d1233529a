// Tucana's refusal codes (each an i18n key `errors.<code>`) and the Result helpers every game's
// rules share (shared.ts). `apply` returns a refusal and leaves the state untouched; nothing throws.
import { refuse, type Result as SharedResult, type RuleError as SharedRuleError } from './shared';
export { ok, shown } from './shared';

export const RULE_ERRORS = [
  'badAction', // malformed action (wrong shape, unknown type, a number that is no edge of this island)
  'badOptions', // game options out of range or of the wrong kind
  'gameOver',
  'alreadyDone', // this player has drawn this turn already
  'nothingToDraw', // no segment matches this turn's cards on this sheet: the game passed for the player
  'mustDraw', // a turn starts with the segment the cards ask for
  'alreadyDrawn', // these two hexes are joined already (one segment per pair of hexes)
  'wrongTerrain', // the two hexes do not match the revealed cards
  'noSegmentHere', // no free pair of this hex and a neighbour matches the revealed cards: a segment cannot start there
  'hexAllJoined', // this hex is joined to all its neighbours: no segment can start there
  'noBonusOwed', // more segments than the card's and the bonus segments owed
  'mustDrawBonus', // a bonus segment is owed and two adjacent hexes are still free to join
  'badRecord', // a saved game record that is damaged: not JSON, not a record, or refused by the rules
  'unknownRecord', // a record made by a version of the game this one cannot read (newer, or other rules)
  'badContent', // content data that breaks its constraints
] as const;
export type RuleErrorCode = (typeof RULE_ERRORS)[number];

export type RuleError = SharedRuleError<RuleErrorCode>;
export type Result<T, E = RuleError> = SharedResult<T, E>;

export const err = refuse<RuleErrorCode>;
