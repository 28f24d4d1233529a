// The leaderboards of the daily and weekly deals, without accounts (see docs/online.md):
//   POST /deals/<game>/<daily|weekly>/<deal id>/results   { name, deviceKey, score, record }
//   GET  /deals/<game>/<daily|weekly>/<deal id>/results   (header x-device-key: <deviceKey>, optional;
//        ?friends=<player id>,… for those players' results)
//   POST /deals/name                                       { name, deviceKey }: every try of that
//        device, at any deal, now shows this name
// A device key is a random text the device keeps; the first result a device sends for a deal is
// its try, and counts; later ones are practice: ranked, never stored. Shared with the browser.
import { z } from 'zod';
import { cleanName } from './protocol';

/** How many results the leaderboard lists. */
export const TOP_COUNT = 20;

/** A device's key: 22 to 64 base64url characters (the device draws at least 128 random bits). */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * A player's public id: the first 16 hex digits of the SHA-256 of their device key. It names a
 * device's results to friends (in a shared link) and proves nothing: sending needs the key.
 */
export const PLAYER_ID_PATTERN = /^[0-9a-f]{16}$/;

/** How many friends one leaderboard read asks for. */
export const FRIENDS_MAX = 5;

/** The query parameter a leaderboard read names friends in. */
export const FRIENDS_PARAM = 'friends';

/** The header a leaderboard read names its device in: a key in the address would end up in logs and histories. */
export const DEVICE_KEY_HEADER = 'x-device-key';

/**
 * The name a leaderboard shows, or null when refused: what `cleanName` would have to change
 * beyond trimming and single spaces (a control or invisible character, a bidirectional override,
 * a line break, more than NAME_MAX characters) is refused rather than silently edited, since
 * everyone reads the leaderboard.
 */
export function leaderboardName(input: string): string | null {
  const tidy = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const clean = cleanName(input);
  return clean !== null && clean === tidy ? clean : null;
}

export const dealResultSchema = z
  .object({
    name: z.string().max(200),
    deviceKey: z.string().regex(DEVICE_KEY_PATTERN),
    /** The total the device showed: a record that replays to another is refused. */
    score: z.number().int(),
    record: z.unknown(),
  })
  .strict();
export type DealResultBody = z.infer<typeof dealResultSchema>;

/** Where a device renames its tries. */
export const DEAL_NAME_PATH = '/deals/name';

/** A new name for the tries of the device whose key is sent (the key proves the tries are its own). */
export const dealNameSchema = z
  .object({
    name: z.string().max(200),
    deviceKey: z.string().regex(DEVICE_KEY_PATTERN),
  })
  .strict();

/** The answer to a rename: the name as the leaderboards now show it, and how many tries took it. */
export interface DealNameAnswer {
  readonly name: string;
  readonly renamed: number;
}

/** Why a result is refused; each also an i18n key for the screens. */
export const DEAL_RESULT_ERRORS = [
  'badRequest', // a body or a path of the wrong shape
  'badName', // no usable name
  'unknownGame',
  'wrongDeal', // no such deal open now, or a record of other options or another seed
  'dealClosed', // the deal ended too long ago to take results
  'badRecord', // a record that does not replay: damaged, truncated mid-action, an illegal move
  'notSolo',
  'notOver', // the record stops before the game's end
  'wrongScore', // the record replays to another score than the one sent
  'rateLimited',
  'unavailable', // the database did not answer: nothing was stored, send again
] as const;
export type DealResultError = (typeof DEAL_RESULT_ERRORS)[number];

/** A place on a leaderboard: 1 + the results scoring more (ties share a rank). */
export interface Standing {
  readonly score: number;
  readonly rank: number;
  /** The share of the other results this one beats, 0–100 (100 when it stands alone). */
  readonly percentile: number;
  /** Results on the leaderboard. */
  readonly count: number;
}

/** The answer to a result: its standing, stored (the try) or only ranked (practice), and the device's try. */
export interface DealResultAnswer {
  readonly practice: boolean;
  readonly standing: Standing;
  readonly mine: MyStanding;
}

/** The device's own try: its standing, its name and its public id (for the link it shares). */
export type MyStanding = Standing & { readonly name: string; readonly player: string };

export interface LeaderboardEntry {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
}

/** A friend's try at a deal, asked for by their public id. */
export interface FriendEntry extends LeaderboardEntry {
  readonly player: string;
}

/** The leaderboard of a deal: its best results, the asking device's try if it has one, and the tries of the friends it named. */
export interface LeaderboardAnswer {
  readonly count: number;
  readonly top: readonly LeaderboardEntry[];
  readonly mine: MyStanding | null;
  readonly friends: readonly FriendEntry[];
}
