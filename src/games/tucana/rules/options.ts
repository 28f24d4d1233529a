// Checking game options that come from a setup screen, a link or a saved record.
import { err, ok, type Result } from './result';
import { isInt, isObject } from './shared';
import { ISLANDS, type IslandId, type TucanaOptions } from './types';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 8;
const FLAGS = ['specialBonus', 'randomStart', 'counterClockwise', 'symmetric'] as const;

export function validateOptions(input: unknown): Result<TucanaOptions> {
  if (!isObject(input)) return err('badOptions', 'Options must be an object.');
  const { players, seed, island } = input;
  if (!isInt(players, MIN_PLAYERS, MAX_PLAYERS)) return err('badOptions', `players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}.`);
  if (!isInt(seed, 0, 0xffffffff)) return err('badOptions', 'seed must be a whole number from 0 to 4294967295.');
  if (!ISLANDS.includes(island as IslandId)) return err('badOptions', `island must be one of ${ISLANDS.join(', ')}.`);
  const flag = FLAGS.find((name) => typeof input[name] !== 'boolean');
  if (flag) return err('badOptions', `${flag} must be true or false.`);
  return ok({
    players,
    seed,
    island: island as IslandId,
    specialBonus: input.specialBonus as boolean,
    randomStart: input.randomStart as boolean,
    counterClockwise: input.counterClockwise as boolean,
    symmetric: input.symmetric as boolean,
  });
}
