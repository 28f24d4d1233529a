// What the setup screen is editing, as plain data with pure edits, and its conversion into the
// NewGame handed to the play scene. The engine's `validateOptions` has the last word on options.
import {
  MAX_ACHIEVEMENTS,
  TILES,
  validateOptions,
  type AchievementId,
  type GameOptions,
  type Result,
  type Rotation,
  type ScoringPart,
  type Side,
  type TilePlacement,
} from '../rules/index';
import { AI_LEVELS, EARLIER_SEAT_COLORS, SEAT_COLORS, type NewGame } from './game-config';
import { currentSeatColor } from '../../../shell/seats';
import { explorers } from '../index';
import { isDraftName, seatAt, startingGame, withPlayerCount, withSeat, type SeatDraft, type SeatKind, type SeatedDraft, type SetupProblem } from '../../../shell/setup-draft';

export { SETUP_PROBLEMS, parseSeed, randomSeed, withSeatKind, withSeatName, type SeatKind, type SetupProblem } from '../../../shell/setup-draft';
/** What an Explorers seat can be: a person or every AI level, up to its strongest, the master level. */
export const EXPLORERS_SEAT_KINDS: readonly SeatKind[] = ['human', ...AI_LEVELS];

export type MapChoice = 'random' | readonly TilePlacement[];

/** Its seats: always as many as the game has at most, the first `players` taking part. */
export interface SetupDraft extends SeatedDraft {
  readonly sides: Readonly<Record<ScoringPart, Side>>;
  readonly map: MapChoice;
  readonly achievements: GameOptions['achievements'];
  /** As typed: checked when the game starts. */
  readonly seed: string;
}

export function defaultDraft(seed: number): SetupDraft {
  return {
    seats: SEAT_COLORS.map((color, i) => ({ kind: i === 0 ? 'human' : 'normal', name: null, color })),
    players: 2,
    sides: { temples: 'basic', provisions: 'basic', villages: 'basic', gemstones: 'basic' },
    map: 'random',
    achievements: { random: 0 },
    seed: String(seed),
  };
}

/** From one player to four; solo is played by a person. */
export const withPlayers = (draft: SetupDraft, players: number): SetupDraft => withPlayerCount(draft, players);

/** The next colour (in SEAT_COLORS order) no other seat in play uses; a swap otherwise. */
export function withNextColor(draft: SetupDraft, index: number): SetupDraft {
  const seat = seatAt(draft, index);
  const start = SEAT_COLORS.indexOf(seat.color as (typeof SEAT_COLORS)[number]);
  const next = SEAT_COLORS[(start + 1) % SEAT_COLORS.length] as number;
  const holder = draft.seats.findIndex((s, i) => i !== index && s.color === next);
  const swapped = holder >= 0 ? withSeat(draft, holder, (other) => ({ ...other, color: seat.color })) : draft;
  return withSeat(swapped, index, (mine) => ({ ...mine, color: next }));
}

export function withSide(draft: SetupDraft, part: ScoringPart, side: Side): SetupDraft {
  return { ...draft, sides: { ...draft.sides, [part]: side } };
}

/** Choosing tiles starts from tiles 1–4 unrotated, or from the tiles last chosen. */
export function withMapMode(draft: SetupDraft, mode: 'random' | 'chosen', last: readonly TilePlacement[] | null = null): SetupDraft {
  if (mode === 'random') return { ...draft, map: 'random' };
  if (draft.map !== 'random') return draft;
  return { ...draft, map: last ?? TILES.slice(0, 4).map((t) => ({ tile: t.id, rotation: 0 as Rotation })) };
}

/** Step the tile in one quadrant to the next (or previous) tile that no other quadrant uses. */
export function withTileStep(draft: SetupDraft, quadrant: number, step: 1 | -1): SetupDraft {
  if (draft.map === 'random') return draft;
  const map = draft.map;
  const ids = TILES.map((t) => t.id);
  const taken = new Set(map.filter((_, q) => q !== quadrant).map((p) => p.tile));
  const current = map[quadrant] as TilePlacement;
  let at = ids.indexOf(current.tile);
  do at = (at + step + ids.length) % ids.length;
  while (taken.has(ids[at] as number));
  return { ...draft, map: map.map((p, q) => (q === quadrant ? { ...p, tile: ids[at] as number } : p)) };
}

/** A quarter turn anticlockwise, as the rotate button's arrow shows. */
export function withRotation(draft: SetupDraft, quadrant: number): SetupDraft {
  if (draft.map === 'random') return draft;
  return {
    ...draft,
    map: draft.map.map((p, q) => (q === quadrant ? { ...p, rotation: ((p.rotation + 3) % 4) as Rotation } : p)),
  };
}

export function withAchievements(draft: SetupDraft, achievements: GameOptions['achievements']): SetupDraft {
  return { ...draft, achievements };
}

/** Add or remove one chosen achievement; adding beyond the maximum is refused (no change). */
export function toggleAchievement(draft: SetupDraft, id: AchievementId): SetupDraft {
  const chosen = Array.isArray(draft.achievements) ? (draft.achievements as readonly AchievementId[]) : [];
  if (chosen.includes(id)) return { ...draft, achievements: chosen.filter((a) => a !== id) };
  if (chosen.length >= MAX_ACHIEVEMENTS) return draft;
  return { ...draft, achievements: [...chosen, id] };
}

/** Whether the setup may add or remove this achievement now (a chip the rules' maximum closes is greyed out). */
export const canToggleAchievement = (draft: SetupDraft, id: AchievementId): boolean => toggleAchievement(draft, id) !== draft;

export function withSeed(draft: SetupDraft, seed: string): SetupDraft {
  return { ...draft, seed };
}

export function draftOptions(draft: SetupDraft, seed: number): GameOptions {
  return { players: draft.players, seed, sides: draft.sides, map: draft.map, achievements: draft.achievements };
}

export function toNewGame(draft: SetupDraft, defaultName: (index: number, kind: SeatKind) => string): Result<NewGame, SetupProblem> {
  return startingGame(draft, (seed) => validateOptions(draftOptions(draft, seed)), defaultName);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function restoreSeat(input: unknown): SeatDraft | null {
  if (!isObject(input)) return null;
  const { kind, name } = input;
  const color = currentSeatColor(input.color, { palette: SEAT_COLORS, earlierPalette: EARLIER_SEAT_COLORS });
  if (!EXPLORERS_SEAT_KINDS.includes(kind as SeatKind) || !(SEAT_COLORS as readonly unknown[]).includes(color) || !isDraftName(name)) return null;
  return { kind: kind as SeatKind, name, color: color as number };
}

/** A remembered draft, checked like any input: null when it is not one. */
export function restoreDraft(input: unknown): SetupDraft | null {
  if (!isObject(input) || !Array.isArray(input.seats) || input.seats.length !== explorers.players.max) return null;
  const { players, sides, map, achievements } = input;
  const options = validateOptions({ players, seed: 0, sides, map, achievements });
  if (!options.ok) return null;
  const seats = input.seats.map(restoreSeat);
  if (seats.some((seat) => seat === null) || new Set(seats.map((seat) => seat?.color)).size !== explorers.players.max) return null;
  const { value } = options;
  return withPlayers(
    {
      seats: seats as SeatDraft[],
      players: value.players,
      sides: value.sides,
      map: value.map,
      achievements: value.achievements,
      seed: typeof input.seed === 'string' ? input.seed : '',
    },
    value.players,
  );
}
