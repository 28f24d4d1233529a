// AI seats and stand-ins: each seat the AI plays now decides in a worker thread, from the seat's
// view alone. A failed decision is tried again a moment later, and after the table core's cap
// (src/table/bot-fallback.ts) the seat plays a random legal action, so that the table never stalls.
import { botLevel } from '../../src/table/actors';
import { AI_ATTEMPTS, afterAiFailure } from '../../src/table/bot-fallback';
import { aiRequest, aiSeed } from '../../src/table/turns';
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

/** The seat's seed for its move now, as the table on one device makes it: from the game's seed, the seat and the actions so far. */
const moveSeed = (table: Table, seat: Seat): number => aiSeed(table.seed, seat.index, table.version);

/**
 * The seat's AI decides in a worker thread, from the seat's view alone. The seat stays
 * `thinking` until its action is applied or dropped: a second decision from the same view,
 * started while the first waits in the queue, would be stale once the first is applied.
 */
async function think(table: Table, seat: Seat): Promise<void> {
  seat.thinking = true;
  const gameNo = table.gameNo;
  const request = aiRequest(table.game.rules, table.current, seat.index, botLevel(seat, table.game.aiLevels), moveSeed(table, seat));
  const answer = await table.deps.ai.decide({ game: table.game.id, ...request });
  if (table.disposed) return;
  if (answer.ok) table.deps.metrics.aiDecision.observe(answer.ms / 1000);
  await table
    .serial(async () => {
      if (table.gameNo !== gameNo || !table.actors().bots.includes(seat.index)) return;
      if (answer.ok && (await apply(table, seat, JSON.parse(JSON.stringify(answer.action)), null))) return decided(seat);
      await aiFailed(table, seat, answer.ok ? 'its action was refused' : answer.message);
    })
    .catch((error) => table.deps.config.log.error(`Table ${table.code}: an AI action failed.`, error))
    .finally(() => {
      seat.thinking = false;
      table.changed();
    });
}

const decided = (seat: Seat): void => void Object.assign(seat, { aiFailures: 0, aiRetryAt: 0 });

/** Below the cap, tries again later, waiting twice as long each time; at the cap, plays a random legal action. */
async function aiFailed(table: Table, seat: Seat, why: string): Promise<void> {
  seat.aiFailures++;
  const next = afterAiFailure(table.game.rules, table.current, seat.index, moveSeed(table, seat), seat.aiFailures, AI_ATTEMPTS.room);
  if (!next.retry) {
    table.deps.config.log.error(`Table ${table.code}: the AI of seat ${seat.index} failed ${seat.aiFailures} times (${why}); it plays a random legal action.`);
    if (await apply(table, seat, next.action, null)) return decided(seat);
  }
  // A random action that could not be stored is tried again the same way.
  const wait = Math.min(10_000, 100 * 2 ** seat.aiFailures);
  const retryAt = Date.now() + wait;
  seat.aiRetryAt = retryAt;
  if (next.retry) table.deps.config.log.error(`Table ${table.code}: the AI of seat ${seat.index} failed (${why}); trying again in ${wait} ms.`);
  setTimeout(() => {
    // A timer may fire a moment before Date.now() reaches retryAt: the wait is over all the same
    // (otherwise scheduleAi would skip the seat, and nothing else would wake it).
    if (seat.aiRetryAt === retryAt) seat.aiRetryAt = 0;
    scheduleAi(table);
  }, wait).unref();
}
