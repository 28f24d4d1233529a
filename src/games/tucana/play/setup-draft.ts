// What Tucana's setup screen edits, as plain data with pure edits, and the game it hands to the
// play scene. The rules' `validateOptions` has the last word on the options.
import { SEAT_KINDS, parseSeed, type SeatKind } from '../../explorers/play/setup-draft';
import { cleanName } from '../../../shell/seats';
import { MAX_PLAYERS, validateOptions, type IslandId, type Result, type TucanaOptions } from '../rules/index';
import { TUCANA_SEAT_COLORS, type NewTucanaGame, type Seat } from './game-config';

export { SEAT_KINDS, randomSeed, parseSeed, type SeatKind } from '../../explorers/play/setup-draft';

/** The setup options the rules define, each a switch. */
export const TUCANA_FLAGS = ['specialBonus', 'randomStart', 'counterClockwise', 'symmetric'] as const;
export type TucanaFlag = (typeof TUCANA_FLAGS)[number];

export interface TucanaSeatDraft {
  readonly kind: SeatKind;
  /** null: the default name, which follows the language until the player types one. */
  readonly name: string | null;
  readonly color: number;
}

export interface TucanaSetupDraft {
  /** Always MAX_PLAYERS seats; the first `players` take part. */
  readonly seats: readonly TucanaSeatDraft[];
  readonly players: number;
  readonly island: IslandId;
  readonly flags: Readonly<Record<TucanaFlag, boolean>>;
  /** As typed: checked when the game starts. */
  readonly seed: string;
}

/** Why a draft cannot start a game; each is an i18n key `tucana:setup.problems.<code>`. */
export const TUCANA_SETUP_PROBLEMS = ['badSeed', 'badOptions'] as const;
export type TucanaSetupProblem = (typeof TUCANA_SETUP_PROBLEMS)[number];

export function defaultTucanaDraft(seed: number): TucanaSetupDraft {
  return {
    seats: TUCANA_SEAT_COLORS.map((color, i) => ({ kind: i === 0 ? 'human' : 'normal', name: null, color })),
    players: 2,
    island: 'petit',
    flags: { specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false },
    seed: String(seed),
  };
}

const replaceSeat = (draft: TucanaSetupDraft, index: number, seat: TucanaSeatDraft): TucanaSetupDraft => ({
  ...draft,
  seats: draft.seats.map((s, i) => (i === index ? seat : s)),
});
const seatAt = (draft: TucanaSetupDraft, index: number): TucanaSeatDraft => draft.seats[index] as TucanaSeatDraft;

/** Solo is played by a person: an AI alone at the table has nobody to play for. */
export function withTucanaPlayers(draft: TucanaSetupDraft, players: number): TucanaSetupDraft {
  const count = Math.min(MAX_PLAYERS, Math.max(1, Math.round(players)));
  const next = { ...draft, players: count };
  return count === 1 && seatAt(next, 0).kind !== 'human' ? replaceSeat(next, 0, { ...seatAt(next, 0), kind: 'human' }) : next;
}

/** The next kind of player for a seat: a person, then the AI levels weakest first, round again. */
export function withNextSeatKind(draft: TucanaSetupDraft, index: number): TucanaSetupDraft {
  if (draft.players === 1) return draft;
  const seat = seatAt(draft, index);
  const kind = SEAT_KINDS[(SEAT_KINDS.indexOf(seat.kind) + 1) % SEAT_KINDS.length] as SeatKind;
  return replaceSeat(draft, index, { ...seat, kind });
}

export function withTucanaSeatName(draft: TucanaSetupDraft, index: number, raw: string): TucanaSetupDraft {
  const name = cleanName(raw);
  return replaceSeat(draft, index, { ...seatAt(draft, index), name: name === '' ? null : name });
}

export const withIsland = (draft: TucanaSetupDraft, island: IslandId): TucanaSetupDraft => ({ ...draft, island });
export const withFlag = (draft: TucanaSetupDraft, flag: TucanaFlag, on: boolean): TucanaSetupDraft => ({ ...draft, flags: { ...draft.flags, [flag]: on } });
export const withTucanaSeed = (draft: TucanaSetupDraft, seed: string): TucanaSetupDraft => ({ ...draft, seed });

export function toNewTucanaGame(draft: TucanaSetupDraft, defaultName: (index: number, kind: SeatKind) => string): Result<NewTucanaGame, TucanaSetupProblem> {
  const seed = parseSeed(draft.seed);
  if (seed === null) return { ok: false, error: 'badSeed' };
  const options: Result<TucanaOptions> = validateOptions({ players: draft.players, seed, island: draft.island, ...draft.flags });
  if (!options.ok) return { ok: false, error: 'badOptions' };
  const seats = draft.seats.slice(0, draft.players).map((seat, i): Seat => {
    const name = seat.name ?? cleanName(defaultName(i, seat.kind));
    // An unnamed seat keeps following the language (see seat-names.ts).
    const named = seat.name === null ? { defaultName: true } : {};
    return seat.kind === 'human' ? { kind: 'human', name, color: seat.color, ...named } : { kind: 'ai', level: seat.kind, name, color: seat.color, ...named };
  });
  return { ok: true, value: { options: options.value, seats } };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A remembered seat: its colour must be the seat's own, its name one the setup could have made. */
function restoreSeat(input: unknown, color: number): TucanaSeatDraft | null {
  if (!isObject(input) || input.color !== color || !SEAT_KINDS.includes(input.kind as SeatKind)) return null;
  const { name } = input;
  if (name !== null && (typeof name !== 'string' || name === '' || cleanName(name) !== name)) return null;
  return { kind: input.kind as SeatKind, name, color };
}

/** A remembered draft, checked like any input (the rules judge the options): null when it is not one. */
export function restoreTucanaDraft(input: unknown): TucanaSetupDraft | null {
  if (!isObject(input) || !Array.isArray(input.seats) || input.seats.length !== TUCANA_SEAT_COLORS.length || !isObject(input.flags)) return null;
  const options = validateOptions({ players: input.players, seed: 0, island: input.island, ...input.flags });
  if (!options.ok) return null;
  const seats = input.seats.map((seat, i) => restoreSeat(seat, TUCANA_SEAT_COLORS[i] as number));
  if (seats.some((seat) => seat === null)) return null;
  const { value } = options;
  const draft: TucanaSetupDraft = {
    seats: seats as TucanaSeatDraft[],
    players: value.players,
    island: value.island,
    flags: Object.fromEntries(TUCANA_FLAGS.map((flag) => [flag, value[flag]])) as Record<TucanaFlag, boolean>,
    seed: typeof input.seed === 'string' ? input.seed : '',
  };
  return withTucanaPlayers(draft, draft.players);
}
