// AI seats and stand-ins: each seat the AI plays now decides in a worker thread, from the seat's
// view alone; a failed decision is tried again later, so that the table never stalls for good.
import { botLevel } from '../../src/table/actors';
import { aiRequest } from '../../src/table/turns';
import { apply } from './play';
import type { Seat, Table } from './table';

/** Sets thinking each seat the AI plays that must act now and is not thinking or waiting to try again. */
export function scheduleAi(table: Table): void {
  if (table.disposed) return;
  for (const index of table.actors().bots) {
    const seat = table.seats[index];
    if (seat && !seat.thinking && seat.aiRetryAt <= Date.now()) void think(table, seat);
  }
}

/**
 * The seat's AI decides in a worker thread, from the seat's view alone. The seat stays
 * `thinking` until its action is applied or dropped: a second decision from the same view,
 * started while the first waits in the queue, would be stale once the first is applied.
 */
async function think(table: Table, seat: Seat): Promise<void> {
  seat.thinking = true;
  const gameNo = table.gameNo;
  const request = aiRequest(table.game.rules, table.current, seat.index, botLevel(seat, table.game.aiLevels), seat.aiRng);
  const answer = await table.deps.ai.decide({ game: table.game.id, ...request });
  if (table.disposed) return;
  if (!answer.ok) {
    seat.thinking = false;
    return aiFailed(table, seat, answer.message);
  }
  table.deps.metrics.aiDecision.observe(answer.ms / 1000);
  seat.aiRng = answer.rng;
  await table
    .serial(async () => {
      if (table.gameNo !== gameNo || !table.actors().bots.includes(seat.index)) return;
      if (await apply(table, seat, JSON.parse(JSON.stringify(answer.action)), null)) Object.assign(seat, { aiFailures: 0, aiRetryAt: 0 });
      else aiFailed(table, seat, 'its action was refused');
    })
    .catch((error) => table.deps.config.log.error(`Table ${table.code}: an AI action failed.`, error))
    .finally(() => {
      seat.thinking = false;
      table.changed();
    });
}

/** Tries again later, waiting twice as long each time (at most 10 s): the table never stalls for good. */
function aiFailed(table: Table, seat: Seat, why: string): void {
  seat.aiFailures++;
  const wait = Math.min(10_000, 100 * 2 ** seat.aiFailures);
  const retryAt = Date.now() + wait;
  seat.aiRetryAt = retryAt;
  table.deps.config.log.error(`Table ${table.code}: the AI of seat ${seat.index} failed (${why}); trying again in ${wait} ms.`);
  setTimeout(() => {
    // A timer may fire a moment before Date.now() reaches retryAt: the wait is over all the same
    // (otherwise scheduleAi would skip the seat, and nothing else would wake it).
    if (seat.aiRetryAt === retryAt) seat.aiRetryAt = 0;
    scheduleAi(table);
  }, wait).unref();
}
