// Checks of untrusted input (options from a form or a link, actions from the network, saved
// records), shared by every game's rules.
import { ok, refuse, type Result, type RuleError } from './result';

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A saved record as an object: parsed JSON, or a JSON string parsed here; `badRecord` otherwise. */
export function recordObject(input: unknown): Result<Record<string, unknown>, RuleError<'badRecord'>> {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return refuse('badRecord', 'The saved game is not valid JSON.');
    }
  }
  return isObject(data) ? ok(data) : refuse('badRecord', 'The saved game is not an object.');
}
