// Another process's CPU time and resident memory, read from /proc (Linux): the server child's
// figures, apart from the benchmark's clients; and the whole machine's busy CPU time, as the
// machine may be shared.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = (): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
};

const CLOCK_TICKS = ticksPerSecond();

export class ProcessStats {
  private readonly ticks = CLOCK_TICKS;

  constructor(readonly pid: number) {}

  /** User and system CPU seconds used so far (every thread: the AI workers too). */
  cpuSeconds(): number {
    const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is
    // field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / this.ticks;
  }

  /** Resident memory now (`VmRSS`) and at its peak so far (`VmHWM`), in MB. */
  memoryMb(): { rss: number; peak: number } {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  }
}

/** CPU seconds the whole machine spent busy so far, over every core (`/proc/stat`). */
export function machineBusySeconds(): number {
  const [, ...times] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] as string).trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const ticks = times.slice(0, 8).map(Number);
  const busy = ticks.reduce((sum, t) => sum + t, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  return busy / CLOCK_TICKS;
}
