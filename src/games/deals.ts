// The daily and weekly deals: one solo game for everyone in a UTC calendar day or an ISO week
// (Monday to Sunday, UTC). A deal is its game's template (GameDefinition.deals) with a seed hashed
// from the game's id, the kind and the period's id, so every device and the server agree on it with
// no network. Pure functions of the date: the caller passes the time.
import type { DealTemplates } from './contract';

export const DEAL_KINDS = ['daily', 'weekly'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/** What a deal is made from: a game's id and its templates. */
export interface DealGame {
  readonly id: string;
  readonly deals: DealTemplates;
}

/** The games among `games` that have deals (a game with no solo game has none). */
export const withDeals = <G extends { readonly deals?: DealTemplates }>(games: readonly G[]): (G & { readonly deals: DealTemplates })[] =>
  games.filter((game): game is G & { readonly deals: DealTemplates } => game.deals !== undefined);

/** A period: a day ('2026-11-28') or an ISO week ('2026-W48'), from its start (inclusive) to its end (exclusive), in ms. */
export interface DealPeriod {
  readonly kind: DealKind;
  readonly id: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

export interface Deal extends DealPeriod {
  readonly game: string;
  readonly seed: number;
  /** The game's options, seed included: what its rules' `validateOptions` accepts. */
  readonly options: Readonly<Record<string, unknown>>;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Monday 00:00 UTC of ISO week 1 of `year` (the week holding 4 January). */
function firstIsoMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
}

/** The day or the ISO week holding the instant `at` (ms since the epoch). */
export function dealPeriod(kind: DealKind, at: number): DealPeriod {
  const day = Math.floor(at / DAY_MS) * DAY_MS;
  const date = new Date(day);
  if (kind === 'daily') return { kind, id: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`, startsAt: day, endsAt: day + DAY_MS };
  const monday = day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  // The ISO year is the year of the week's Thursday.
  const year = new Date(monday + 3 * DAY_MS).getUTCFullYear();
  const week = 1 + Math.round((monday - firstIsoMonday(year)) / (7 * DAY_MS));
  return { kind, id: `${year}-W${pad(week)}`, startsAt: monday, endsAt: monday + 7 * DAY_MS };
}

const PERIOD_ID: Record<DealKind, RegExp> = { daily: /^(\d{4})-(\d{2})-(\d{2})$/, weekly: /^(\d{4})-W(\d{2})$/ };

/** The period an id names (from a link or a request), or null when it names none ('2026-02-30', '2026-W54'). */
export function periodById(kind: DealKind, id: unknown): DealPeriod | null {
  const match = typeof id === 'string' ? PERIOD_ID[kind].exec(id) : null;
  if (!match) return null;
  const [year, a, b] = match.slice(1).map(Number) as [number, number, number];
  const start = kind === 'daily' ? Date.UTC(year, a - 1, b) : firstIsoMonday(year) + (a - 1) * 7 * DAY_MS;
  const period = dealPeriod(kind, start);
  // A date that rolls over (30 February, week 54) names another period than it says.
  return period.id === id ? period : null;
}

/** A stable 32-bit hash of a text (FNV-1a, then Murmur3's finaliser to spread close texts apart). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) h = Math.imul(h ^ byte, 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The deal of `game` for a period. */
export function dealFor(game: DealGame, period: DealPeriod): Deal {
  const seed = hashText(`${game.id}/${period.kind}/${period.id}`);
  return { ...period, game: game.id, seed, options: { ...game.deals[period.kind], seed } };
}

/** The deal of `game` running at the instant `at`. */
export const dealAt = (game: DealGame, kind: DealKind, at: number): Deal => dealFor(game, dealPeriod(kind, at));

/** Milliseconds from `now` until the next deal of this kind starts. */
export const timeToNextDeal = (kind: DealKind, now: number): number => dealPeriod(kind, now).endsAt - now;

/** A JSON value with its objects' keys in order: two options compare by their text. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]))
      : value;

/** Whether two JSON values are the same, whatever the order of their objects' keys. */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** How many periods back a finished game may still be a deal: a game started before midnight ends after it, a result waits offline. */
const PERIODS_BACK: Record<DealKind, number> = { daily: 8, weekly: 2 };

/**
 * The deal a game finished at `at` was, from the options its record replayed with, or null. The
 * seed is hashed from the deal, so other options with the same seed are no deal. `asPlayed` gives
 * a deal's options as the rules keep them in a record (their `validateOptions`).
 */
export function dealOfOptions(game: DealGame, options: unknown, at: number, asPlayed: (options: unknown) => unknown): Deal | null {
  const seed = (options as { readonly seed?: unknown } | null)?.seed;
  if (typeof seed !== 'number') return null;
  for (const kind of DEAL_KINDS) {
    let period = dealPeriod(kind, at);
    for (let back = 0; back <= PERIODS_BACK[kind]; back++, period = dealPeriod(kind, period.startsAt - 1)) {
      const deal = dealFor(game, period);
      if (deal.seed === seed && sameJson(asPlayed(deal.options), options)) return deal;
    }
  }
  return null;
}
