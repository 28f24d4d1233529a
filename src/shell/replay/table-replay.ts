// A finished online table's replay in the page: the server's answer (GET /tables/<code>/replay,
// as the seat this device held there or a spectator) fetched, its frame checked, and made the
// replay the viewer steps through. The server sends one seat's views only: that is the one seat
// the viewer can show.
import type { GameReplay } from '../../games/replay';
import { SEAT_TOKEN_HEADER, tableReplaySchema, type FinishedTableReplay, type TableReplayError } from '../../protocol/table-replay';

/** Why a table's replay did not come: the server's refusal, a game not over, too many asks, no answer, or one the page cannot read. */
export type TableReplayProblem = TableReplayError | 'notFinished' | 'rateLimited' | 'network' | 'unreadable';

/** Why a replay does not open, each an i18n key `replay.problems.<problem>`: a table's, one that has played another game since, a game this app lacks. */
export const REPLAY_PROBLEMS = ['notFound', 'notFinished', 'badToken', 'badLog', 'rateLimited', 'network', 'unreadable', 'replaced', 'unknownGame'] as const satisfies readonly (TableReplayProblem | 'replaced' | 'unknownGame')[];
export type ReplayProblem = (typeof REPLAY_PROBLEMS)[number];

export type TableReplayRead = { readonly ok: true; readonly value: FinishedTableReplay } | { readonly ok: false; readonly problem: TableReplayProblem };

const REFUSALS: Readonly<Record<number, TableReplayProblem>> = { 403: 'badToken', 404: 'notFound', 410: 'badLog', 429: 'rateLimited' };

/** The replay of the table `code`, as the seat of `token` saw it (null: a spectator). */
export async function fetchTableReplay(code: string, token: string | null, origin = location.origin): Promise<TableReplayRead> {
  let answer: Response;
  try {
    answer = await fetch(`${origin}/tables/${encodeURIComponent(code)}/replay`, { headers: token === null ? {} : { [SEAT_TOKEN_HEADER]: token } });
  } catch {
    return { ok: false, problem: 'network' };
  }
  if (answer.status !== 200) return { ok: false, problem: REFUSALS[answer.status] ?? 'network' };
  const parsed = tableReplaySchema.safeParse(await answer.json().catch(() => null));
  if (!parsed.success) return { ok: false, problem: 'unreadable' };
  return parsed.data.over ? { ok: true, value: parsed.data } : { ok: false, problem: 'notFinished' };
}

/** The seat's replay, or a spectator's after a token the table no longer knows (its seat given up, another game's). */
export async function seatOrSpectatorReplay(code: string, token: string | null, origin = location.origin): Promise<TableReplayRead> {
  const read = await fetchTableReplay(code, token, origin);
  return !read.ok && read.problem === 'badToken' ? fetchTableReplay(code, null, origin) : read;
}

/** The answer as a replay: its steps, and its seat's views and events (the only seat it has). */
export function replayOfAnswer(answer: FinishedTableReplay): GameReplay<unknown, unknown> {
  const at = (step: number, seat: number | null) => {
    const entry = answer.steps[step];
    if (!entry || seat !== answer.seat) throw new RangeError(`This replay has no step ${step} as seat ${String(seat)} saw it.`);
    return entry;
  };
  return {
    steps: answer.steps.map(({ actions, actors }) => ({ actions, actors })),
    view: (step, seat) => at(step, seat).view,
    events: (step, seat) => at(step, seat).events,
  };
}
