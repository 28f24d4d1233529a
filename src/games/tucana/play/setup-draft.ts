// What Tucana's setup screen edits, as plain data with pure edits, and the game it hands to the
// play scene. The rules' `validateOptions` has the last word on the options.
import { isDraftName, seatKinds, startingGame, withPlayerCount, type SeatDraft, type SeatKind, type SeatedDraft, type SetupProblem } from '../../../shell/setup-draft';
import { validateOptions, type IslandId, type Result } from '../rules/index';
import { TUCANA_SEAT_COLORS, type NewTucanaGame } from './game-config';
import { tucana } from '../index';

export {
  SETUP_PROBLEMS as TUCANA_SETUP_PROBLEMS,
  randomSeed,
  parseSeed,
  withSeatName as withTucanaSeatName,
  type SeatKind,
  type SetupProblem as TucanaSetupProblem,
} from '../../../shell/setup-draft';

/** What a seat may be: a person, then the game's AI levels. */
export const SEAT_KINDS = seatKinds(tucana.aiLevels);

/** The setup options the rules define, each a switch. */
export const TUCANA_FLAGS = ['specialBonus', 'randomStart', 'counterClockwise', 'symmetric'] as const;
export type TucanaFlag = (typeof TUCANA_FLAGS)[number];

/** Its seats: always eight, one per colour; the first `players` take part. */
export interface TucanaSetupDraft extends SeatedDraft {
  readonly island: IslandId;
  readonly flags: Readonly<Record<TucanaFlag, boolean>>;
  /** As typed: checked when the game starts. */
  readonly seed: string;
}

export function defaultTucanaDraft(seed: number): TucanaSetupDraft {
  return {
    seats: TUCANA_SEAT_COLORS.map((color, i) => ({ kind: i === 0 ? 'human' : 'normal', name: null, color })),
    players: 2,
    island: 'petit',
    flags: { specialBonus: false, randomStart: false, counterClockwise: false, symmetric: false },
    seed: String(seed),
  };
}

/** From one player to eight; solo is played by a person. */
export const withTucanaPlayers = (draft: TucanaSetupDraft, players: number): TucanaSetupDraft => withPlayerCount(draft, players);

export const withIsland = (draft: TucanaSetupDraft, island: IslandId): TucanaSetupDraft => ({ ...draft, island });
export const withFlag = (draft: TucanaSetupDraft, flag: TucanaFlag, on: boolean): TucanaSetupDraft => ({ ...draft, flags: { ...draft.flags, [flag]: on } });
export const withTucanaSeed = (draft: TucanaSetupDraft, seed: string): TucanaSetupDraft => ({ ...draft, seed });

export function toNewTucanaGame(draft: TucanaSetupDraft, defaultName: (index: number, kind: SeatKind) => string): Result<NewTucanaGame, SetupProblem> {
  return startingGame(draft, (seed) => validateOptions({ players: draft.players, seed, island: draft.island, ...draft.flags }), defaultName);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A remembered seat: its colour must be the seat's own, its name one the setup could have made. */
function restoreSeat(input: unknown, color: number): SeatDraft | null {
  if (!isObject(input) || input.color !== color || !SEAT_KINDS.includes(input.kind as SeatKind) || !isDraftName(input.name)) return null;
  return { kind: input.kind as SeatKind, name: input.name, color };
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
    seats: seats as SeatDraft[],
    players: value.players,
    island: value.island,
    flags: Object.fromEntries(TUCANA_FLAGS.map((flag) => [flag, value[flag]])) as Record<TucanaFlag, boolean>,
    seed: typeof input.seed === 'string' ? input.seed : '',
  };
  return withTucanaPlayers(draft, draft.players);
}
