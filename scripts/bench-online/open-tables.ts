// Opens the benchmark's tables: each created with POST /tables (four human seats, no timer), its
// host joining with the seat token and three players by name, every seat given a SeatPlayer,
// and the game started by the host. A few tables open at once; one that fails to open counts an
// error and is left out.
import type { LoadedGame, GameAi } from '../../src/games/contract';
import { EXPLORERS_OPTIONS, TableClient, createTableOk } from '../../tests/server/helpers/client';
import { SeatPlayer, type Pace } from './seat-player';
import type { Tally } from './tally';

export const SEATS = 4;
const AT_ONCE = 8;
const COLOURS = ['#aa3300', '#0033aa', '#228833', '#aa8800'];

export interface TablesSpec {
  readonly url: string;
  readonly game: LoadedGame;
  readonly ai: GameAi<unknown, unknown>;
  readonly count: number;
  readonly pace: Pace | null;
  readonly seed: number;
  readonly tally: Tally;
}

/** Opens `count` tables with their games started; returns every seat's player. */
export async function openTables(spec: TablesSpec): Promise<SeatPlayer[]> {
  const players: SeatPlayer[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < spec.count) {
      const index = next++;
      try {
        players.push(...(await openTable(spec, index)));
      } catch (error) {
        spec.tally.error('tableNotOpened');
        console.error(`table ${index}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, spec.count) }, worker));
  return players;
}

async function openTable(spec: TablesSpec, index: number): Promise<SeatPlayer[]> {
  const { url } = spec;
  const seats = Array.from({ length: SEATS }, () => ({ kind: 'human' as const }));
  const { code, token } = await createTableOk(url, { create: { game: spec.game.id, options: EXPLORERS_OPTIONS, seats }, name: `Host ${index}`, colour: COLOURS[0] as string });
  const clients = [await TableClient.join(url, { code, token }, `table ${index} seat 0`, false)];
  let players: SeatPlayer[] = [];
  try {
    const joined = await Promise.all(
      Array.from({ length: SEATS - 1 }, (_, i) => TableClient.join(url, { code, name: `Player ${index}.${i + 1}`, colour: COLOURS[i + 1] as string }, `table ${index} seat ${i + 1}`, false)),
    );
    clients.push(...joined);
    const host = clients[0] as TableClient;
    await host.until(() => host.table?.seats.every((s) => s.status === 'present'), 10_000, 'every seat present');
    players = clients.map((client) => {
      const seat = client.seat as number;
      return new SeatPlayer(client, seat, seat === 0, spec.game, spec.ai, spec.pace, spec.seed * 1_000_003 + index * SEATS + seat, spec.tally);
    });
    host.send('start');
    await Promise.all(clients.map((client) => client.until(() => client.game, 10_000, 'the first view')));
    return players;
  } catch (error) {
    for (const player of players) player.stop();
    await Promise.all(clients.map((client) => client.leave()));
    throw error;
  }
}
