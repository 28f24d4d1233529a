// A deal's result as the server trusts it: the game's own rules replay the record sent, which
// must be the deal's options (seed included), solo and over; its score is the one the rules count
// (the client's figure is only compared). Pure but for loading the rules; the time is passed in.
import { z } from 'zod';
import type { LoadedGame } from '../../src/games/contract';
import { dealFor, periodById, sameJson, DEAL_KINDS, type Deal, type DealKind } from '../../src/games/deals';
import { NAME_MAX } from '../../src/protocol/formats';
import { dealNameSchema, dealResultSchema, leaderboardName, type DealResultError } from '../../src/protocol/deal-results';

/** How long after its end a deal still takes results: a device offline at the end sends them later. */
export const LATE_RESULTS_MS = 7 * 86_400_000;

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DealResultError; readonly detail: string };

const refuse = (error: DealResultError, detail: string): Checked<never> => ({ ok: false, error, detail });

/** The name a leaderboard shows for `input`, or the refusal every route gives a name. */
function checkName(input: string): Checked<string> {
  const name = leaderboardName(input);
  return name ? { ok: true, value: name } : refuse('badName', `A name is 1 to ${NAME_MAX} characters of plain text, with no control or invisible characters.`);
}

/** The deal a request's path names, open for results at `now`. */
export function openDeal(game: LoadedGame, kind: string, dealId: string, now: number): Checked<Deal> {
  if (!DEAL_KINDS.includes(kind as DealKind)) return refuse('badRequest', 'A deal is daily or weekly.');
  const deals = game.deals;
  if (!deals) return refuse('wrongDeal', `${game.id} has no solo game, so no deals.`);
  const period = periodById(kind as DealKind, dealId);
  if (!period || period.startsAt > now) return refuse('wrongDeal', `No ${kind} deal ${dealId.slice(0, 20)} has started.`);
  if (period.endsAt + LATE_RESULTS_MS <= now) return refuse('dealClosed', `The ${kind} deal ${period.id} takes no more results.`);
  return { ok: true, value: dealFor({ id: game.id, deals }, period) };
}

export interface CheckedResult {
  readonly name: string;
  readonly deviceKey: string;
  readonly score: number;
}

/** The result a body gives for `deal`, once its record replays to the end of the deal's solo game with the score it claims. */
export function checkResult(game: LoadedGame, deal: Deal, body: unknown): Checked<CheckedResult> {
  const parsed = dealResultSchema.safeParse(body);
  if (!parsed.success) return refuse('badRequest', z.prettifyError(parsed.error).slice(0, 300));
  const { deviceKey, score, record } = parsed.data;
  const name = checkName(parsed.data.name);
  if (!name.ok) return name;
  const dealOptions = game.rules.validateOptions(deal.options);
  if (!dealOptions.ok) return refuse('wrongDeal', `The deal's own options are refused: ${dealOptions.error.detail}`);
  const replayed = game.rules.loadRecord(record);
  if (!replayed.ok) return refuse('badRecord', replayed.error.detail);
  const state: unknown = replayed.value;
  // The options as the record replayed them, so a record can dress them no other way.
  const played = (game.rules.toRecord(state) as { readonly options?: unknown }).options;
  if (!sameJson(played, dealOptions.value)) return refuse('wrongDeal', `The record is not the ${deal.kind} deal ${deal.id} of ${game.id}.`);
  const view = game.rules.view(state, 0);
  const scores = game.rules.scores(view);
  if (scores.length !== 1) return refuse('notSolo', `The record has ${scores.length} seats.`);
  if (!game.rules.isOver(state)) return refuse('notOver', 'The record stops before the end of the game.');
  const total = (scores[0] as { total: number }).total;
  if (total !== score) return refuse('wrongScore', `The record scores ${total}, not ${score}.`);
  return { ok: true, value: { name: name.value, deviceKey, score: total } };
}

/** The new name and the device a rename body gives. */
export function checkRename(body: unknown): Checked<{ readonly name: string; readonly deviceKey: string }> {
  const parsed = dealNameSchema.safeParse(body);
  if (!parsed.success) return refuse('badRequest', z.prettifyError(parsed.error).slice(0, 300));
  const name = checkName(parsed.data.name);
  return name.ok ? { ok: true, value: { name: name.value, deviceKey: parsed.data.deviceKey } } : name;
}
