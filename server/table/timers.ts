// Turn timers and stand-ins: a person who must act has until their deadline (the table's timer),
// then the AI plays their seat until they are back; a player away from a reopened table has until
// the grace period ends. One timeout wakes the table at the earliest of these times.
import { absent } from './seats';
import type { Table } from './table';

export class TableTimers {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly table: Table) {}

  /** A deadline for each person who must act now (none with the timer off, none for a stand-in). */
  updateDeadlines(now: number): void {
    const { timer } = this.table.settings;
    const { people } = this.table.actors();
    for (const seat of this.table.seats) {
      if (timer === 'off' || !people.includes(seat.index)) seat.deadline = null;
      else seat.deadline ??= now + timer * 1000 * this.table.deps.config.timerScale;
    }
  }

  /** Wakes the table at the earliest deadline or end of absence. */
  arm(): void {
    this.stop();
    const times = this.table.seats.flatMap((s) => [s.deadline, s.awayUntil]).filter((t): t is number => t !== null);
    if (times.length === 0) return;
    const wait = Math.max(0, Math.min(...times) - Date.now());
    const table = this.table;
    this.timer = setTimeout(() => {
      this.timer = null;
      table
        .serial(() => this.expire(Date.now()))
        .catch((error) => table.deps.config.log.error(`Table ${table.code}: a timer failed.`, error))
        .finally(() => table.changed());
    }, wait);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async expire(now: number): Promise<void> {
    for (const seat of this.table.seats) {
      if (seat.deadline !== null && seat.deadline <= now) {
        seat.deadline = null;
        seat.standIn = true; // the turn timer ran out: the AI plays this seat until its player is back
      }
      if (seat.awayUntil !== null && seat.awayUntil <= now) await absent(this.table, seat);
    }
  }
}
