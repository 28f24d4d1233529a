// A new table, as the host asks for it (POST /tables): the game, its options (checked by the
// game's rules), the seats (people or AI levels), the turn timer. The host takes seat 0 at once
// and gets its seat token; friends join with the code the answer carries.
import { z } from 'zod';
import type { GameRegistry } from '../src/games/registry';
import { hashToken, newSeatToken, newTableCode } from './codes';
import { cleanColour, cleanName, createOptionsSchema, type JoinError } from '../src/protocol/protocol';
import type { StoredSeat, TableSettings, TableStore } from './store/tables';

export type CreateResult =
  | { readonly ok: true; readonly code: string; readonly seat: 0; readonly token: string }
  | { readonly ok: false; readonly error: JoinError; readonly detail: string };

type Refusal = Extract<CreateResult, { ok: false }>;

const refuse = (error: JoinError, detail: string): Refusal => ({ ok: false, error, detail });

/** The game options a host may choose: the server sets `players` (the seats) and `seed` (at start). */
export function hostOptions(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const chosen: Record<string, unknown> = { ...options };
  delete chosen.players;
  delete chosen.seed;
  return chosen;
}

/** A table the host's choices describe, checked, not stored yet. */
export interface TablePlan {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly timer: TableSettings['timer'];
  readonly seats: readonly Pick<StoredSeat, 'kind' | 'level' | 'name'>[];
  readonly name: string;
  readonly colour: string;
}

/** An AI seat's name as stored: cleaned; none (null) shows the game's default name in each player's language. */
export const aiName = (raw: string | undefined): string | null => (raw === undefined ? null : cleanName(raw));

/** Checks the host's choices (pure: the budget for new tables is only spent on a valid one). */
export async function planTable(input: unknown, games: GameRegistry): Promise<{ readonly ok: true; readonly plan: TablePlan } | Refusal> {
  const parsed = createOptionsSchema.safeParse(input);
  if (!parsed.success) return refuse('badRequest', z.prettifyError(parsed.error).slice(0, 300));
  const { create: spec, name: rawName, colour } = parsed.data;
  const name = cleanName(rawName);
  if (!name) return refuse('badName', 'The name is empty once cleaned.');
  const game = await games.loadGame(spec.game);
  if (!game) return refuse('unknownGame', `No game ${spec.game}.`);
  const seats = spec.seats.length;
  if (seats < game.players.min || seats > game.players.max)
    return refuse('badTable', `${game.id} is played by ${game.players.min} to ${game.players.max}.`);
  if (spec.seats[0]?.kind !== 'human') return refuse('badTable', 'The host sits at seat 0: it cannot be an AI.');
  for (const seat of spec.seats)
    if (seat.kind === 'ai' && !game.aiLevels.includes(seat.level)) return refuse('badTable', `No AI level ${seat.level} in ${game.id}.`);
  const options = hostOptions(spec.options);
  const checked = game.rules.validateOptions({ ...options, players: seats, seed: 0 });
  if (!checked.ok) return refuse('badTable', checked.error.detail);
  const planned = spec.seats.map((seat) => (seat.kind === 'ai' ? { kind: seat.kind, level: seat.level, name: aiName(seat.name) } : { kind: seat.kind, level: null, name: null }));
  return { ok: true, plan: { game: game.id, options, timer: spec.timer, seats: planned, name, colour: cleanColour(colour) } };
}

/** Stores a planned table under a fresh code; the host takes seat 0 and its token. */
export async function createTable(store: TableStore, plan: TablePlan): Promise<CreateResult> {
  const token = newSeatToken();
  const stored: StoredSeat[] = plan.seats.map((seat, index) =>
    index === 0
      ? { seat: 0, kind: 'human', level: null, name: plan.name, colour: plan.colour, tokenHash: hashToken(token) }
      : { seat: index, kind: seat.kind, level: seat.level, name: seat.name, colour: null, tokenHash: null },
  );
  // The database's primary key makes a code unique across every process sharing it: a code
  // another process stored first is refused by the insert, and a new one is drawn.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newTableCode();
    if (await store.insert({ code, game: plan.game, settings: { options: plan.options, timer: plan.timer }, seats: stored })) return { ok: true, code, seat: 0, token };
  }
  return refuse('tableBusy', 'No free table code was found: try again.');
}
