// The deals' leaderboards over HTTP (the paths and bodies: src/protocol/deal-results.ts).
// A result is posted from the page's own origin only, as JSON, within its own size cap; each
// post spends a token of the address's budget for results before its record is replayed, so a
// flood of forged records costs its sender, not the server. A rename is posted the same way and
// spends the same budget. Reads, the friends' results among them, spend the matchmaking budget.
import type http from 'node:http';
import type { AddressBudget } from '../address-budgets';
import type { ServerConfig } from '../config';
import { isJson, readJson, sameOrigin, type Answer } from '../http-io';
import type { GameRegistry } from '../../src/games/registry';
import { DEVICE_KEY_HEADER, DEVICE_KEY_PATTERN, FRIENDS_MAX, FRIENDS_PARAM, PLAYER_ID_PATTERN, type DealNameAnswer, type DealResultAnswer, type DealResultError, type LeaderboardAnswer } from '../../src/protocol/deal-results';
import { checkRename, checkResult, openDeal } from './check-result';
import { playerId, type DealKey, type DealResultStore } from './results-store';

const PATH = /^\/deals\/([^/]{1,40})\/([^/]{1,20})\/([^/]{1,20})\/results$/;

/** Whether a path is a deal's leaderboard (its body has its own cap). */
export const isDealResultsPath = (path: string): boolean => PATH.test(path);

const STATUS: Record<DealResultError, number> = {
  badRequest: 400,
  badName: 400,
  unknownGame: 404,
  wrongDeal: 422,
  dealClosed: 410,
  badRecord: 422,
  notSolo: 422,
  notOver: 422,
  wrongScore: 422,
  rateLimited: 429,
  unavailable: 503,
};

/** The public ids a read asks for (`?friends=a,b`), or null when the parameter is malformed. */
function friendsAsked(url: string | undefined): string[] | null {
  const asked = new URLSearchParams((url ?? '').split('?')[1] ?? '').get(FRIENDS_PARAM);
  if (asked === null) return [];
  const players = [...new Set(asked.split(','))];
  return players.length <= FRIENDS_MAX && players.every((p) => PLAYER_ID_PATTERN.test(p)) ? players : null;
}

const refuse = (answer: Answer, error: DealResultError, detail?: string): void => answer(STATUS[error], { code: STATUS[error], error, ...(detail ? { detail } : {}) });

export interface DealResultServices {
  readonly config: ServerConfig;
  readonly results: DealResultStore;
  /** Results posted per address. */
  readonly posts: AddressBudget;
  /** Leaderboards read per address. */
  readonly reads: AddressBudget;
  /** The games the server offers. */
  readonly games: GameRegistry;
}

/** Whether a post may go on: from this site, as JSON. Answers the refusal when not. */
function postAllowed(req: http.IncomingMessage, answer: Answer, config: ServerConfig): boolean {
  if (!sameOrigin(req, config.trustedProxies)) answer(403, { code: 403, error: 'badRequest', detail: 'Results and names are sent from this site only.' });
  else if (!isJson(req)) answer(415, { code: 415, error: 'badRequest', detail: 'The body must be application/json.' });
  else return true;
  return false;
}

/** Answers a request to `path` (a deal's leaderboard, see `isDealResultsPath`). */
export function dealResultsRoute({ config, results, posts, reads, games }: DealResultServices) {
  return async (req: http.IncomingMessage, answer: Answer, path: string, address: string): Promise<void> => {
    const method = req.method ?? 'GET';
    if (method !== 'POST' && method !== 'GET') return answer(405, { code: 405, error: 'badRequest' }, { allow: 'GET, POST' });
    const [, gameId = '', kind = '', dealId = ''] = PATH.exec(path) ?? [];
    if (method === 'POST' && !postAllowed(req, answer, config)) return;
    if (!(await (method === 'POST' ? posts : reads).take(address))) return refuse(answer, 'rateLimited');
    const game = await games.loadGame(gameId);
    if (!game) return refuse(answer, 'unknownGame');
    const deal = openDeal(game, kind, dealId, Date.now());
    if (!deal.ok) return refuse(answer, deal.error, deal.detail);
    const key: DealKey = { game: game.id, kind: deal.value.kind, deal: deal.value.id };
    try {
      if (method === 'GET') {
        const sent = req.headers[DEVICE_KEY_HEADER];
        const device = sent === undefined ? null : String(sent);
        if (device !== null && !DEVICE_KEY_PATTERN.test(device)) return refuse(answer, 'badRequest', 'No such device key.');
        const friends = friendsAsked(req.url);
        if (!friends) return refuse(answer, 'badRequest', `Friends are at most ${FRIENDS_MAX} public ids of 16 hex digits, separated by commas.`);
        const board: LeaderboardAnswer = { ...(await results.top(key)), mine: device === null ? null : await results.mine(key, device), friends: await results.friends(key, friends) };
        return answer(200, board, { 'cache-control': 'no-store' });
      }
      const body = await readJson(req);
      const checked = body === undefined ? ({ ok: false, error: 'badRequest', detail: 'The body is not JSON.' } as const) : checkResult(game, deal.value, body);
      if (!checked.ok) return refuse(answer, checked.error, checked.detail);
      const { name, deviceKey, score } = checked.value;
      if (await results.add(key, deviceKey, name, score)) {
        const mine = { name, player: playerId(deviceKey), ...(await results.standing(key, score, true)) };
        return answer(201, { practice: false, standing: mine, mine } satisfies DealResultAnswer);
      }
      const mine = await results.mine(key, deviceKey);
      if (!mine) return refuse(answer, 'unavailable');
      return answer(200, { practice: true, standing: await results.standing(key, score, false), mine } satisfies DealResultAnswer);
    } catch (error) {
      config.log.error('A deal result could not be stored or read.', error);
      return refuse(answer, 'unavailable');
    }
  };
}

/** Answers a rename (`DEAL_NAME_PATH`): the device's own tries only, since its key finds them. */
export function dealNameRoute({ config, results, posts }: Pick<DealResultServices, 'config' | 'results' | 'posts'>) {
  return async (req: http.IncomingMessage, answer: Answer, address: string): Promise<void> => {
    if (req.method !== 'POST') return answer(405, { code: 405, error: 'badRequest' }, { allow: 'POST' });
    if (!postAllowed(req, answer, config)) return;
    if (!(await posts.take(address))) return refuse(answer, 'rateLimited');
    const body = await readJson(req);
    const checked = body === undefined ? ({ ok: false, error: 'badRequest', detail: 'The body is not JSON.' } as const) : checkRename(body);
    if (!checked.ok) return refuse(answer, checked.error, checked.detail);
    try {
      const { name, deviceKey } = checked.value;
      return answer(200, { name, renamed: await results.rename(deviceKey, name) } satisfies DealNameAnswer);
    } catch (error) {
      config.log.error("A device's tries could not be renamed.", error);
      return refuse(answer, 'unavailable');
    }
  };
}
