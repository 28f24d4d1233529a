// Ambassadors' refusal codes (each an i18n key `errors.<code>`). A refused action leaves the
// state untouched; nothing throws.
import { refuse, type Result as SharedResult, type RuleError as SharedRuleError } from './shared';
export { ok, shown } from './shared';

export const RULE_ERRORS = [
  'badAction', // malformed action: wrong shape, unknown type, a number that is no spot or wonder
  'badOptions', // game options out of range or of the wrong kind
  'badContent', // content data that breaks its constraints
  'badRecord', // a damaged game record
  'unknownRecord', // a record made by a version of the game this one cannot read
  'gameOver',
  'notYourTurn',
  'wrongPhase', // this action belongs to another step of the turn
  'notAdjacent', // a step of the walk does not follow a path
  'blocked', // a dot held by another figure
  'pathClosed', // an orange path with no ambassador at either end
  'tooFar', // the walk is longer than the points left
  'ambushed', // the walk goes on past an ambush without a joker
  'pastTarget', // the walk goes on past the trip's target, where the move ends
  'noSuchCard', // a bonus card the hand does not hold
  'ambushNotAllowed', // an ambush on a wonder, a taken dot or a stretch where a figure stands
  'cannotAfford', // not enough gold for a bonus card
  'deckEmpty', // no bonus card left to buy, or no exploration card to swap in
  'badIndex', // no drawn card at this place
  'swapNotAllowed', // the card's target holds no ambassador of yours, or it was swapped in already
  'noEmbassy', // selling where you hold no ambassador
  'mustSell', // a debt is open: sell ambassadors first
] as const;
export type RuleErrorCode = (typeof RULE_ERRORS)[number];

export type RuleError = SharedRuleError<RuleErrorCode>;
export type Result<T, E = RuleError> = SharedResult<T, E>;

export const err = refuse<RuleErrorCode>;
