// What every game's setup screen edits alike, as plain data with pure edits: the seats (who plays
// each, their names and colours) and the game number. A game's own setup draft adds its options.
import type { Result } from '../games/common/result';
import { cleanName, type Seat } from './seats';
import { shownPen } from './shown-pen';

/** A person, or one of the game's AI levels. */
export type SeatKind = string;
/** What a seat of this game may be: a person, then its AI levels (its definition's `aiLevels`). */
export const seatKinds = (levels: readonly string[]): readonly SeatKind[] => ['human', ...levels];

export interface SeatDraft {
  readonly kind: SeatKind;
  /** null: the default name, which follows the language until the player types one. */
  readonly name: string | null;
  readonly color: number;
}

/** A setup draft's seats: all the game's seats, of which the first `players` take part. */
export interface SeatedDraft {
  readonly seats: readonly SeatDraft[];
  readonly players: number;
}

/** Why a draft cannot start a game; each is an i18n key `setup.problems.<code>` in the game's namespace. */
export const SETUP_PROBLEMS = ['badSeed', 'badOptions'] as const;
export type SetupProblem = (typeof SETUP_PROBLEMS)[number];

const MAX_SEED = 0xffffffff;

/** A fresh uint32: the only randomness outside the rules' seeded RNG. */
export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/** A typed game number: whole numbers 0..4294967295 only. */
export function parseSeed(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SEED ? value : null;
}

export const seatAt = (draft: SeatedDraft, index: number): SeatDraft => draft.seats[index] as SeatDraft;

/** The draft with seat `index` edited. */
export function withSeat<D extends SeatedDraft>(draft: D, index: number, edit: (seat: SeatDraft) => SeatDraft): D {
  return { ...draft, seats: draft.seats.map((s, i) => (i === index ? edit(s) : s)) };
}

/** From one player to all the seats; solo is played by a person: an AI alone at the table has nobody to play for. */
export function withPlayerCount<D extends SeatedDraft>(draft: D, players: number): D {
  const count = Math.min(draft.seats.length, Math.max(1, Math.round(players)));
  const next = { ...draft, players: count };
  return count === 1 && seatAt(next, 0).kind !== 'human' ? withSeat(next, 0, (seat) => ({ ...seat, kind: 'human' })) : next;
}

/** Who plays a seat; the solo seat stays a person. */
export function withSeatKind<D extends SeatedDraft>(draft: D, index: number, kind: SeatKind): D {
  if (draft.players === 1 && kind !== 'human') return draft;
  return withSeat(draft, index, (seat) => ({ ...seat, kind }));
}

/** The next kind of player for a seat among `kinds` (a person, then the AI levels weakest first), round again. */
export function withNextSeatKind<D extends SeatedDraft>(draft: D, index: number, kinds: readonly SeatKind[]): D {
  return withSeatKind(draft, index, kinds[(kinds.indexOf(seatAt(draft, index).kind) + 1) % kinds.length] as SeatKind);
}

/** A typed name, cleaned; nothing typed gives the seat its default name back. */
export function withSeatName<D extends SeatedDraft>(draft: D, index: number, raw: string): D {
  const name = cleanName(raw);
  return withSeat(draft, index, (seat) => ({ ...seat, name: name === '' ? null : name }));
}

/**
 * The seats taking part, as the play scene gets them: an unnamed person's seat keeps following the
 * language (see seat-names.ts); in colour-blind mode, the pens as that mode shows them.
 */
export function seatsOf(draft: SeatedDraft, defaultName: (index: number, kind: SeatKind) => string): Seat[] {
  return draft.seats.slice(0, draft.players).map((seat, i): Seat => {
    const name = seat.name ?? cleanName(defaultName(i, seat.kind));
    const named = seat.name === null ? { defaultName: true } : {};
    const color = shownPen(seat.color);
    return seat.kind === 'human' ? { kind: 'human', name, color, ...named } : { kind: 'ai', level: seat.kind, name, color, ...named };
  });
}

/** The game a draft starts: its typed number, the options the rules accept with it (`options`), and its seats. */
export function startingGame<Options>(
  draft: SeatedDraft & { readonly seed: string },
  options: (seed: number) => Result<Options, unknown>,
  defaultName: (index: number, kind: SeatKind) => string,
): Result<{ readonly options: Options; readonly seats: Seat[] }, SetupProblem> {
  const seed = parseSeed(draft.seed);
  if (seed === null) return { ok: false, error: 'badSeed' };
  const checked = options(seed);
  if (!checked.ok) return { ok: false, error: 'badOptions' };
  return { ok: true, value: { options: checked.value, seats: seatsOf(draft, defaultName) } };
}

/** A remembered seat's name: the default (null), or one the setup could have made. */
export const isDraftName = (name: unknown): name is string | null => name === null || (typeof name === 'string' && name !== '' && cleanName(name) === name);
