// Tables for Ambassadors' tests: a game from options, then the turn, seats and board set by hand
// (states are plain data), and walks along the map by wonder names.
import { expect } from 'vitest';
import { apply, board, createGame, toRecord, type AmbassadorsState, type PlayerState, type Result, type RuleErrorCode, type TurnState } from '../../rules/index';

export const B = board();

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.value;
}

/** A wonder's index by its id. */
export function W(id: string): number {
  const w = B.wonderIds.indexOf(id);
  if (w < 0) throw new Error(`no wonder ${id}`);
  return w;
}

/** The path between two wonders and its dots in order from `a` to `b`. */
export function between(a: string, b: string): { path: number; dots: number[] } {
  const [x, y] = [W(a), W(b)];
  const path = B.paths.findIndex((p) => (p.a === x && p.b === y) || (p.a === y && p.b === x));
  const info = B.paths[path];
  if (!info) throw new Error(`no path ${a}–${b}`);
  const dots = Array.from({ length: info.dots }, (_, i) => info.firstDot + i);
  return { path, dots: info.a === x ? dots : dots.reverse() };
}

/** The spots entered walking from `from` through each next wonder, e.g. walk('france', 'venice', 'hagiaSophia'). */
export function walk(...wonders: string[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < wonders.length; i++) out.push(...between(wonders[i - 1] as string, wonders[i] as string).dots, W(wonders[i] as string));
  return out;
}

/** The card of `from`'s deck that targets `to`. */
export function cardOf(from: string, to: string): number {
  const card = B.cards.findIndex((c) => c.start === W(from) && c.target === W(to));
  if (card < 0) throw new Error(`no card ${from} → ${to}`);
  return card;
}

export const newGame = (players = 2, starts = [2, 4], seed = 1): AmbassadorsState => unwrap(createGame({ players, seed, starts: starts.slice(0, players) }));

export const withPlayer = (state: AmbassadorsState, seat: number, change: Partial<PlayerState>): AmbassadorsState => ({
  ...state,
  players: state.players.map((p, s) => (s === seat ? { ...p, ...change } : p)),
});

export const withTurn = (state: AmbassadorsState, phase: AmbassadorsState['phase'], change: Partial<TurnState>): AmbassadorsState => ({
  ...state,
  phase,
  turn: { ...state.turn, ...change },
});

/** Seat `seat` in its move with `points`, its trip on `card` at roll `rolls`. */
export function moving(state: AmbassadorsState, seat: number, points: number, card: number, rolls = 1, spot?: number): AmbassadorsState {
  const placed = withPlayer(state, seat, { trip: { card, target: B.cards[card]?.target as number, rolls, failed: false }, ...(spot === undefined ? {} : { spot }) });
  return withTurn(placed, 'move', { player: seat, dice: [1, 2], points, tolled: [] });
}

/** Embassies set by hand: per wonder id, the seats holding an ambassador there (first-ambassador cards to the first listed). */
export function withEmbassies(state: AmbassadorsState, holders: Readonly<Record<string, readonly number[]>>): AmbassadorsState {
  const embassies = state.embassies.slice();
  const claims = state.claims.slice();
  const supply = state.players.map((p) => p.supply);
  for (const [id, seats] of Object.entries(holders)) {
    const w = W(id);
    for (let s = 0; s < state.players.length; s++) if ((embassies[w] as number) & (1 << s)) supply[s]++;
    embassies[w] = seats.reduce((m, s) => m | (1 << s), 0);
    claims[w] = seats.length > 0 ? (seats[0] as number) : -1;
    for (const s of seats) supply[s]--;
  }
  return { ...state, embassies, claims, players: state.players.map((p, s) => ({ ...p, supply: supply[s] as number })) };
}

export const hand = (plus2 = 0, plus3 = 0, ambush = 0, joker = 0): number[] => [plus2, plus3, ambush, joker];

/** The code refusing `action` in `state`; the state is checked unchanged. */
export function refusedWith(state: AmbassadorsState, action: unknown): RuleErrorCode | 'accepted' {
  const before = JSON.stringify(state);
  const next = apply(state, action);
  expect(JSON.stringify(state)).toBe(before);
  expect(JSON.stringify(toRecord(state))).toBe(JSON.stringify(toRecord(JSON.parse(before) as AmbassadorsState)));
  return next.ok ? 'accepted' : next.error.code;
}

/** Some card whose target is `to`. */
export const cardTo = (to: string): number => B.cards.findIndex((c) => c.target === W(to));
