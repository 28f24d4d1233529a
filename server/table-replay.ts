// A finished table's replay for one seat: its stored log replayed through the game's rules
// (src/games/replay.ts), each step as that seat saw it. The seat is the one whose token is
// given (never a seat named by the asker), or none: a spectator's views. A game not over has none yet.
import type { GameRegistry } from '../src/games/registry';
import { replayActions } from '../src/games/replay';
import type { TableReplayAnswer, TableReplayError } from '../src/protocol/table-replay';
import { hashToken } from './codes';
import type { TableStore } from './store/tables';

export type TableReplay = { readonly ok: true; readonly value: TableReplayAnswer } | { readonly ok: false; readonly error: TableReplayError };

export async function tableReplay(store: TableStore, games: GameRegistry, code: string, token: string | null): Promise<TableReplay> {
  const table = await store.load(code);
  const game = table ? await games.loadGame(table.game) : null;
  if (!table || !game) return { ok: false, error: 'notFound' };
  if (table.phase !== 'over') return { ok: true, value: { over: false, game: game.id, gameNo: table.gameNo } };
  const hash = token === null ? null : hashToken(token);
  const seat = hash === null ? null : (table.seats.find((s) => s.tokenHash === hash)?.seat ?? -1);
  if (seat === -1) return { ok: false, error: 'badToken' };
  const replayed = replayActions(game.rules, table.gameOptions, table.actions.map((stored) => stored.action));
  // The stored log was accepted action by action: it replays, unless the rules changed since.
  if (!replayed.ok) return { ok: false, error: 'badLog' };
  const { steps, view, events } = replayed.value;
  return {
    ok: true,
    value: { over: true, game: game.id, gameNo: table.gameNo, seat, seats: table.seats.map(({ kind, level, name, colour }) => ({ kind, level, name, colour })), steps: steps.map((step, k) => ({ actions: step.actions, actors: [...step.actors], view: view(k, seat), events: events(k, seat) })) },
  };
}
