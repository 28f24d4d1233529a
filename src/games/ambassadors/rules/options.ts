// Checking game options that come from a setup screen, a link or a saved record.
import { MAX_PLAYERS, START_NUMBERS } from './content';
import { err, ok, type Result } from './result';
import { isInt, isObject } from './shared';
import type { AmbassadorsOptions } from './types';

export const MIN_PLAYERS = 2;
export { MAX_PLAYERS };

export function validateOptions(input: unknown): Result<AmbassadorsOptions> {
  if (!isObject(input)) return err('badOptions', 'Options must be an object.');
  const { players, seed, starts, firstPlayer } = input;
  if (!isInt(players, MIN_PLAYERS, MAX_PLAYERS)) return err('badOptions', `players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}.`);
  if (!isInt(seed, 0, 0xffffffff)) return err('badOptions', 'seed must be a whole number from 0 to 4294967295.');
  const valid = Array.isArray(starts) && starts.length === players && starts.every((s) => isInt(s, 1, START_NUMBERS.length)) && new Set(starts).size === players;
  if (!valid) return err('badOptions', `starts must give each seat a different start wonder from 1 to ${START_NUMBERS.length}.`);
  if (firstPlayer !== undefined && firstPlayer !== 'drawn') return err('badOptions', "firstPlayer, if given, must be 'drawn'.");
  return ok({ players, seed, starts: (starts as number[]).slice(), ...(firstPlayer ? { firstPlayer } : {}) });
}
