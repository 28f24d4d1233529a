// `npm test` after its set-up: two lanes side by side, since a two-core machine otherwise runs
// every file one after another (Vitest puts a project without file parallelism in a group of its
// own that starts only when the others are done). The browser lane builds the page and starts on
// the e2e files; the checks lane runs the type-check, the linter, then the unit and server
// projects, and then takes e2e files too. Both pull them from one queue, longest first (times of
// the last run), so the two lanes end close together. Each line says its lane; the last line sums
// both.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { LaneMessage, RunnerMessage } from './e2e-lane';
import { E2eQueue, readTimes, timesFile } from './e2e-queue';

type Counts = [number, number, number];
type Command = readonly string[];

const SUMMARY = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
/** A failure, or a pass on a retry, as tests/summary-reporter.ts names it. */
const FAILURE = /^(failed|flaky): /;
/** Every such line of both lanes, repeated at the end so that a long log's tail says what failed. */
const failures = new Set<string>();

/** Seconds per e2e file: this checkout's last run, else the committed times of a whole run on two cores. */
const TIMES_HERE = 'node_modules/.vitest-e2e-times.json';
const TIMES_COMMITTED = 'tests/e2e/times.json';

/** The page the browser tests drive, built once for both lanes (tests/e2e/global-setup.ts copies it). */
const PAGE = mkdtempSync(join(tmpdir(), 'explorers-e2e-page-'));

interface StepResult {
  readonly code: number;
  /** The sum of the summary lines it printed (a runner prints one per run), or null if none. */
  readonly counts: Counts | null;
}

/** Prefixes each line of a child's output with the lane's name, and sums its summary lines. */
function follow(lane: string, child: ChildProcess): Promise<StepResult> {
  return new Promise((done) => {
    let counts: Counts | null = null;
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        const match = SUMMARY.exec(line.trim());
        if (match) counts = [0, 1, 2].map((i) => (counts?.[i] ?? 0) + Number(match[i + 1])) as Counts;
        if (FAILURE.test(line.trim())) failures.add(`[${lane}] ${line.trim()}`);
        out.write(`[${lane}] ${line}\n`);
      });
    }
    child.on('close', (code) => done({ code: code ?? 1, counts }));
    child.on('error', (error) => {
      process.stderr.write(`[${lane}] ${error.message}\n`);
      done({ code: 1, counts });
    });
  });
}

// Each lane's runner keeps its own results cache (vitest.config.ts), so the two never write one file at once.
const laneEnv = (lane: string): NodeJS.ProcessEnv => ({ ...process.env, VITEST_LANE: lane, E2E_PAGE_BUILD: PAGE });

const runCommand = (lane: string, command: Command): Promise<StepResult> =>
  follow(lane, spawn(command[0] as string, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: laneEnv(lane) }));

const queue = new E2eQueue({ ...readTimes(TIMES_COMMITTED), ...readTimes(TIMES_HERE) });
/** Seconds each e2e file took in this run. */
const seconds = new Map<string, number>();

/** A lane's share of the e2e files: one Vitest (scripts/e2e-lane.ts) fed from the queue. */
function runE2eShare(lane: string, ran: string[]): Promise<StepResult> {
  const child = fork('scripts/e2e-lane.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: laneEnv(lane) });
  child.on('message', (message: LaneMessage) => {
    if ('files' in message) queue.fill(message.files);
    else {
      seconds.set(message.ran, message.ms / 1000);
      ran.push(message.ran);
    }
    const reply: RunnerMessage = { file: queue.next() };
    child.send(reply);
  });
  return follow(lane, child);
}

interface LaneResult {
  readonly ok: boolean;
  readonly counts: Counts;
  readonly seconds: number;
  readonly e2eFiles: number;
}

/** Runs `steps` one after another (stopping at a failure), then, once the page is built, a share of the e2e files. */
async function runLane(lane: string, steps: readonly (() => Promise<StepResult>)[], pageBuilt: Promise<boolean>): Promise<LaneResult> {
  const started = Date.now();
  const counts: Counts = [0, 0, 0];
  let ok = true;
  const add = (result: StepResult): boolean => {
    if (result.counts) result.counts.forEach((n, i) => (counts[i] += n));
    // A step that failed without a summary (the type-check, the linter, a crash) counts as one failure.
    if (result.code !== 0 && !(result.counts && result.counts[1] > 0)) counts[1] += 1;
    ok &&= result.code === 0;
    return result.code === 0;
  };
  for (const step of steps) if (!add(await step())) break;
  const ran: string[] = [];
  if (await pageBuilt) add(await runE2eShare(lane, ran));
  return { ok, counts, seconds: (Date.now() - started) / 1000, e2eFiles: ran.length };
}

const started = Date.now();
const build = runCommand('browser', ['npx', 'tsx', 'scripts/build-test-page.ts', PAGE]);
const pageBuilt = build.then((result) => result.code === 0);
const check = (command: Command) => (): Promise<StepResult> => runCommand('checks', command);
const lanes = {
  browser: runLane('browser', [() => build], pageBuilt),
  checks: runLane('checks', [check(['npm', 'run', '--silent', 'typecheck']), check(['npm', 'run', '--silent', 'lint']), check(['npx', 'vitest', 'run', '--project', 'unit', '--project', 'server'])], pageBuilt),
};
const results = await Promise.all(Object.values(lanes));
rmSync(PAGE, { recursive: true, force: true });
// Copied over the committed times, they order a fresh clone's first run.
if (seconds.size > 0) writeFileSync(TIMES_HERE, timesFile(seconds));

for (const [name, lane] of Object.entries(lanes)) {
  const result = await lane;
  console.log(`${name} lane: ${Math.round(result.seconds)} s, ${result.e2eFiles} e2e files`);
}
const [passed, failed, skipped] = [0, 1, 2].map((i) => results.reduce((sum, r) => sum + (r.counts[i] as number), 0));
console.log(`\nboth lanes done in ${Math.round((Date.now() - started) / 1000)} s`);
if (failures.size > 0) console.log(`\n${[...failures].join('\n')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
