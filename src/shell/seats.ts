// Seats as the setup screen makes them and a saved game stores them, checked like any other
// unchecked input: a hand-edited save gives a typed error, never a broken game. What a game's
// seats may be (their colours, its AI levels) comes from its definition.
import type { AnyGame } from '../games/contract';
import type { Result } from '../games/common/result';

/**
 * A seat at the table. `defaultName`: the player typed no name, so `name` is the default in the
 * language the game began in, and screens show the default in the current one (`seatName`).
 */
export type Seat<Level extends string = string> =
  | { readonly kind: 'human'; readonly name: string; readonly color: number; readonly defaultName?: boolean }
  | { readonly kind: 'ai'; readonly level: Level; readonly name: string; readonly color: number; readonly defaultName?: boolean };

export const MAX_NAME_LENGTH = 16;

/**
 * Pen colours for up to eight seats: crimson, navy, teal and amber first, four steps of lightness
 * apart, so that they stay apart in greyscale and for the three common colour-vision deficiencies
 * (docs/accessibility.md); then violet, forest green, rose and brown. A game takes as many as it
 * has seats.
 */
export const PEN_COLORS = [0xae2012, 0x1a237e, 0x0a9396, 0xee9b00, 0x6a3d9a, 0x2e7d32, 0xd81b60, 0x6d4c41] as const;

/**
 * The pen colours of colour-blind mode, place for place: the first four as above; violet, forest
 * green, rose and brown, too close for deuteranopia (crimson and forest green) and protanopia,
 * give way to blue-violet, coral, dark brown and green, chosen by a search for the largest smallest
 * difference under normal vision, protanopia, deuteranopia and tritanopia, none lighter than L* 72
 * so that they show on the paper (docs/accessibility.md).
 */
export const COLOUR_BLIND_PEN_COLORS = [0xae2012, 0x1a237e, 0x0a9396, 0xee9b00, 0x3f22e3, 0xdb5343, 0x592c23, 0x42c383] as const;

/** A pen colour as colour-blind mode shows it (any other colour as it is). */
export function colourBlindPen(color: number): number {
  const at = (PEN_COLORS as readonly number[]).indexOf(color);
  return at < 0 ? color : (COLOUR_BLIND_PEN_COLORS[at] as number);
}

/** A pen colour as the usual palette names it: what a device shares with others, each showing it in its own mode. */
export function usualPen(color: number): number {
  const at = (COLOUR_BLIND_PEN_COLORS as readonly number[]).indexOf(color);
  return at < 0 ? color : (PEN_COLORS[at] as number);
}

export const cleanName = (raw: string): string => raw.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (reason: string): Result<never, string> => ({ ok: false, error: reason });

/** What a game's seats may be: the colours it gives them and the AI levels it offers (its definition's `aiLevels`). */
export interface SeatRules<Level extends string = string> {
  readonly palette: readonly number[];
  /** Colours stored by earlier versions, read as the palette's colour at the same place. */
  readonly earlierPalette?: readonly number[];
  readonly levels: readonly Level[];
}

/** A game's seat rules, from its definition. */
export const seatRulesOf = (game: Pick<AnyGame, 'seats' | 'aiLevels'>): SeatRules => ({ palette: game.seats.palette, earlierPalette: game.seats.earlierPalette, levels: game.aiLevels });

/** A stored colour as today's palette names it (an unknown value is left for the caller to refuse). */
export function currentSeatColor(stored: unknown, { palette, earlierPalette = [] }: Pick<SeatRules, 'palette' | 'earlierPalette'>): unknown {
  const earlier = earlierPalette.indexOf(stored as number);
  return earlier < 0 ? stored : palette[earlier];
}

function validateSeat<Level extends string>(input: unknown, index: number, rules: SeatRules<Level>): Result<Seat<Level>, string> {
  if (!isObject(input)) return fail(`seat ${index + 1} is not an object`);
  const { kind, name, level, defaultName } = input;
  const color = currentSeatColor(input.color, rules);
  if (typeof name !== 'string' || cleanName(name) !== name || name.length === 0)
    return fail(`seat ${index + 1} has no valid name`);
  // A game begun in colour-blind mode stored its palette's colours as that mode shows them.
  if (typeof color !== 'number' || !rules.palette.some((pen) => pen === color || colourBlindPen(pen) === color))
    return fail(`seat ${index + 1} has an unknown colour`);
  if (defaultName !== undefined && typeof defaultName !== 'boolean') return fail(`seat ${index + 1} has a broken default-name mark`);
  // Saves from before the mark have none: their names stay as stored.
  const named = defaultName === true ? { defaultName } : {};
  if (kind === 'human') return { ok: true, value: { kind, name, color, ...named } };
  if (kind === 'ai' && rules.levels.includes(level as Level)) return { ok: true, value: { kind, name, color, level: level as Level, ...named } };
  return fail(`seat ${index + 1} is neither a person nor one of the game's AI levels`);
}

/** The seats of a saved game, as its game allows them. */
export function validateSeats<Level extends string>(input: unknown, players: number, rules: SeatRules<Level>): Result<Seat<Level>[], string> {
  if (!Array.isArray(input)) return fail('seats are not a list');
  if (input.length !== players) return fail(`${input.length} seats for ${players} players`);
  const seats: Seat<Level>[] = [];
  for (const [i, raw] of input.entries()) {
    const seat = validateSeat(raw, i, rules);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  if (new Set(seats.map((s) => s.color)).size !== seats.length) return fail('two seats share a colour');
  return { ok: true, value: seats };
}
