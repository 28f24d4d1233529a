// Checking game options that come from a setup screen, a URL or a saved record.
import { err, isInt, isObject, ok, type Result } from './result';
import { ACHIEVEMENTS, SCORING_PARTS, SIDES, type GameOptions, type TilePlacement } from './types';

export const MAX_ACHIEVEMENTS = 3;

export function validateOptions(input: unknown): Result<GameOptions> {
  if (!isObject(input)) return err('badOptions', 'Options must be an object.');
  const { players, seed, sides, map, achievements } = input;
  if (!isInt(players, 1, 4)) return err('badOptions', 'players must be a whole number from 1 to 4.');
  if (!isInt(seed, 0, 0xffffffff)) return err('badOptions', 'seed must be a whole number from 0 to 4294967295.');
  if (!isObject(sides) || !SCORING_PARTS.every((part) => SIDES.includes(sides[part] as never)))
    return err('badOptions', `sides must give basic or expert for each of ${SCORING_PARTS.join(', ')}.`);
  if (map !== 'random') {
    if (!Array.isArray(map) || map.length !== 4) return err('badOptions', 'map must be "random" or 4 tile placements.');
    for (const p of map) {
      if (!isObject(p) || !isInt(p.tile, 1, 8) || !isInt(p.rotation, 0, 3))
        return err('badOptions', 'Each tile placement needs a tile from 1 to 8 and a rotation from 0 to 3.');
    }
    if (new Set(map.map((p: { tile: number }) => p.tile)).size !== 4) return err('badOptions', 'The map needs 4 different tiles.');
  }
  if (Array.isArray(achievements)) {
    if (achievements.length > MAX_ACHIEVEMENTS || !achievements.every((a) => ACHIEVEMENTS.includes(a)))
      return err('badOptions', `achievements must list at most ${MAX_ACHIEVEMENTS} known achievements.`);
    if (new Set(achievements).size !== achievements.length) return err('badOptions', 'An achievement is listed twice.');
  } else if (!isObject(achievements) || !isInt(achievements.random, 0, MAX_ACHIEVEMENTS)) {
    return err('badOptions', `achievements must be a list or { random: 0..${MAX_ACHIEVEMENTS} }.`);
  }
  return ok({
    players,
    seed,
    sides: {
      temples: sides.temples,
      provisions: sides.provisions,
      villages: sides.villages,
      gemstones: sides.gemstones,
    } as GameOptions['sides'],
    map: map === 'random' ? 'random' : map.map((p: TilePlacement) => ({ tile: p.tile, rotation: p.rotation })),
    achievements: Array.isArray(achievements) ? (achievements as GameOptions['achievements']) : { random: (achievements as { random: number }).random },
  });
}
