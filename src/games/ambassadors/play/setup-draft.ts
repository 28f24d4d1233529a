// What Ambassadors' setup screen edits, as plain data with pure edits, and the game it hands to
// the play scene: 2–4 seats (one character each, in seat order), each a person or the computer at
// a level, each with a start wonder of its own or a random one. The rules' `validateOptions` has
// the last word on the options.
import { isDraftName, seatKinds, startingGame, withPlayerCount, type SeatDraft, type SeatKind, type SeatedDraft, type SetupProblem } from '../../../shell/setup-draft';
import { MAX_PLAYERS, MIN_PLAYERS, nextInt, validateOptions, type Result } from '../rules/index';
import { AMBASSADORS_SEAT_COLORS, type NewAmbassadorsGame } from './game-config';
import { ambassadors } from '../index';

export { SETUP_PROBLEMS as AMBASSADORS_SETUP_PROBLEMS, randomSeed, withSeatName as withAmbassadorsSeatName, type SetupProblem as AmbassadorsSetupProblem } from '../../../shell/setup-draft';

/** What a seat may be: a person, then the game's AI levels. */
export const SEAT_KINDS = seatKinds(ambassadors.aiLevels);

/** A start wonder's number (1–4), or one drawn from the game number among those nobody picked. */
export type StartPick = number | 'random';
export const START_PICKS: readonly StartPick[] = ['random', 1, 2, 3, 4];

export interface AmbassadorsSetupDraft extends SeatedDraft {
  /** Per seat (all four), its start wonder. */
  readonly starts: readonly StartPick[];
  /** As typed: checked when the game starts. */
  readonly seed: string;
}

export function defaultAmbassadorsDraft(seed: number): AmbassadorsSetupDraft {
  return {
    seats: AMBASSADORS_SEAT_COLORS.map((color, i) => ({ kind: i === 0 ? 'human' : 'normal', name: null, color })),
    players: 2,
    starts: AMBASSADORS_SEAT_COLORS.map(() => 'random'),
    seed: String(seed),
  };
}

/** From two players to four: there is no solo game. */
export const withAmbassadorsPlayers = (draft: AmbassadorsSetupDraft, players: number): AmbassadorsSetupDraft =>
  withPlayerCount(draft, Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, players)));

/** The seat's next start: random, then each wonder; a wonder another seat picked goes to this one, the other back to random. */
export function withNextStart(draft: AmbassadorsSetupDraft, index: number): AmbassadorsSetupDraft {
  const now = START_PICKS.indexOf(draft.starts[index] ?? 'random');
  const next = START_PICKS[(now + 1) % START_PICKS.length] as StartPick;
  return { ...draft, starts: draft.starts.map((pick, i) => (i === index ? next : next !== 'random' && pick === next ? 'random' : pick)) };
}

export const withAmbassadorsSeed = (draft: AmbassadorsSetupDraft, seed: string): AmbassadorsSetupDraft => ({ ...draft, seed });

/** Each seat's start number: its pick, or one of the wonders nobody picked, drawn from the game number. */
export function startsFor(picks: readonly StartPick[], seed: number): number[] {
  const free = START_PICKS.filter((p): p is number => p !== 'random' && !picks.includes(p));
  let rng = seed;
  return picks.map((pick) => {
    if (pick !== 'random') return pick;
    const drawn = nextInt(rng, free.length);
    rng = drawn.rng;
    return free.splice(drawn.value, 1)[0] as number;
  });
}

export function toNewAmbassadorsGame(draft: AmbassadorsSetupDraft, defaultName: (index: number, kind: SeatKind) => string): Result<NewAmbassadorsGame, SetupProblem> {
  const picks = draft.starts.slice(0, draft.players);
  return startingGame(draft, (seed) => validateOptions({ players: draft.players, seed, starts: startsFor(picks, seed) }), defaultName);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A remembered seat: its colour must be the seat's own, its name one the setup could have made. */
function restoreSeat(input: unknown, color: number): SeatDraft | null {
  if (!isObject(input) || input.color !== color || !SEAT_KINDS.includes(input.kind as SeatKind) || !isDraftName(input.name)) return null;
  return { kind: input.kind as SeatKind, name: input.name, color };
}

/** A remembered draft, checked like any input: null when it is not one. */
export function restoreAmbassadorsDraft(input: unknown): AmbassadorsSetupDraft | null {
  if (!isObject(input) || !Array.isArray(input.seats) || input.seats.length !== AMBASSADORS_SEAT_COLORS.length || !Array.isArray(input.starts)) return null;
  const seats = input.seats.map((seat, i) => restoreSeat(seat, AMBASSADORS_SEAT_COLORS[i] as number));
  const starts = input.starts as unknown[];
  const picked = starts.filter((s) => s !== 'random');
  const startsOk = starts.length === AMBASSADORS_SEAT_COLORS.length && starts.every((s) => START_PICKS.includes(s as StartPick)) && new Set(picked).size === picked.length;
  if (seats.some((seat) => seat === null) || !startsOk || typeof input.players !== 'number') return null;
  const draft: AmbassadorsSetupDraft = { seats: seats as SeatDraft[], players: input.players, starts: starts as StartPick[], seed: typeof input.seed === 'string' ? input.seed : '' };
  return withAmbassadorsPlayers(draft, draft.players);
}
