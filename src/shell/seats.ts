// Seats as the setup screen makes them and a saved game stores them, checked like any other
// unchecked input: a hand-edited save gives a typed error, never a broken game.
import { AI_LEVELS, currentSeatColor, type AiLevel, type Seat } from '../games/explorers/play/game-config';
import type { Result } from '../games/explorers/rules/index';

export type { AiLevel, Seat } from '../games/explorers/play/game-config';

export const MAX_NAME_LENGTH = 16;
export const MAX_SEATS = 4;

export const cleanName = (raw: string): string => raw.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (reason: string): Result<never, string> => ({ ok: false, error: reason });

/** What a game's seats may be: the colours it gives them and the AI levels it offers (its definition's `aiLevels`). */
export interface SeatRules {
  readonly palette: readonly number[];
  readonly levels: readonly string[];
}

const isAiLevel = (level: unknown): level is AiLevel => AI_LEVELS.includes(level as AiLevel);

function validateSeat(input: unknown, index: number, { palette, levels }: SeatRules): Result<Seat, string> {
  if (!isObject(input)) return fail(`seat ${index + 1} is not an object`);
  const { kind, name, level, defaultName } = input;
  const color = currentSeatColor(input.color);
  if (typeof name !== 'string' || cleanName(name) !== name || name.length === 0)
    return fail(`seat ${index + 1} has no valid name`);
  if (typeof color !== 'number' || !palette.includes(color))
    return fail(`seat ${index + 1} has an unknown colour`);
  if (defaultName !== undefined && typeof defaultName !== 'boolean') return fail(`seat ${index + 1} has a broken default-name mark`);
  // Saves from before the mark have none: their names stay as stored.
  const named = defaultName === true ? { defaultName } : {};
  if (kind === 'human') return { ok: true, value: { kind, name, color, ...named } };
  if (kind === 'ai' && isAiLevel(level) && levels.includes(level)) return { ok: true, value: { kind, name, color, level, ...named } };
  return fail(`seat ${index + 1} is neither a person nor one of the game's AI levels`);
}

/** The seats of a saved game, as its game allows them. */
export function validateSeats(input: unknown, players: number, rules: SeatRules): Result<Seat[], string> {
  if (!Array.isArray(input)) return fail('seats are not a list');
  if (input.length !== players) return fail(`${input.length} seats for ${players} players`);
  const seats: Seat[] = [];
  for (const [i, raw] of input.entries()) {
    const seat = validateSeat(raw, i, rules);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  if (new Set(seats.map((s) => s.color)).size !== seats.length) return fail('two seats share a colour');
  return { ok: true, value: seats };
}
