// The queue `npm test`'s two lanes take their e2e files from (scripts/run-tests.ts): longest first,
// by the times of an earlier run, so the last files to start are short ones and the lanes end
// close together. A file with no time yet (a new one) goes first: it may be long.
import { existsSync, readFileSync } from 'node:fs';

/** Seconds per file, by its path from the repository's root. */
export type Times = Readonly<Record<string, number>>;

/** A times file's content; {} when it is missing or not seconds per file (a half-written or hand-edited one orders nothing). */
export function readTimes(file: string): Times {
  if (!existsSync(file)) return {};
  try {
    const content: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof content === 'object' && content !== null && !Array.isArray(content) && Object.values(content).every((s) => typeof s === 'number' && s >= 0)) return content as Times;
  } catch {
    // not JSON: as if missing
  }
  console.warn(`${file} does not hold seconds per file: ignored`);
  return {};
}

/** Times as a file: longest first, in whole seconds (the order the queue will take them in). */
export function timesFile(seconds: ReadonlyMap<string, number>): string {
  const sorted = [...seconds].map(([file, s]) => [file, Math.round(s)] as const).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return `${JSON.stringify(Object.fromEntries(sorted), null, 1)}\n`;
}

/** The e2e files, handed out one at a time to whichever lane asks. */
export class E2eQueue {
  private files: string[] | null = null;

  constructor(private readonly known: Times) {}

  /** The project's files, from the first lane to list them (both lanes list the same). */
  fill(files: readonly string[]): void {
    if (this.files) return;
    // Two unknown files: Infinity - Infinity is NaN, so by name.
    const time = (file: string): number => this.known[file] ?? Infinity;
    this.files = [...files].sort((a, b) => time(b) - time(a) || a.localeCompare(b));
  }

  /** The next file to run; null once every file is handed out (or before any were listed). */
  next(): string | null {
    return this.files?.shift() ?? null;
  }
}
