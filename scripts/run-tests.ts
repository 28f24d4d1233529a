// `npm test` after its set-up: two lanes side by side, since a two-core machine otherwise runs
// every file one after another (Vitest puts a project without file parallelism in a group of its
// own that starts only when the others are done). The browser lane runs the e2e project, one file
// at a time, for most of the run; the checks lane runs the type-check, the linter, then the unit
// and server projects on the other core. Each line says its lane; the last line sums both.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

interface Lane {
  readonly name: string;
  readonly steps: readonly (readonly string[])[];
}

const LANES: readonly Lane[] = [
  { name: 'browser', steps: [['npx', 'vitest', 'run', '--project', 'e2e']] },
  {
    name: 'checks',
    steps: [
      ['npm', 'run', '--silent', 'typecheck'],
      ['npm', 'run', '--silent', 'lint'],
      ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'server'],
    ],
  },
];

const SUMMARY = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;

interface LaneResult {
  readonly ok: boolean;
  readonly counts: readonly [number, number, number];
}

/** Runs one command, its output prefixed by the lane's name; resolves with its exit status and its summary line, if any. */
function runStep(lane: string, command: readonly string[]): Promise<{ code: number; counts: [number, number, number] | null }> {
  return new Promise((done) => {
    // Each lane's runner keeps its own results cache, so the two never write one file at once.
    const child = spawn(command[0] as string, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITEST_LANE: lane } });
    let counts: [number, number, number] | null = null;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const match = SUMMARY.exec(line.trim());
        if (match) counts = [Number(match[1]), Number(match[2]), Number(match[3])];
        (stream === child.stdout ? process.stdout : process.stderr).write(`[${lane}] ${line}\n`);
      });
    }
    child.on('close', (code) => done({ code: code ?? 1, counts }));
    child.on('error', (error) => {
      process.stderr.write(`[${lane}] ${error.message}\n`);
      done({ code: 1, counts });
    });
  });
}

async function runLane(lane: Lane): Promise<LaneResult> {
  const counts: [number, number, number] = [0, 0, 0];
  for (const step of lane.steps) {
    const result = await runStep(lane.name, step);
    if (result.counts) result.counts.forEach((n, i) => (counts[i] += n));
    // A step that failed without a summary (the type-check, the linter, a crash) counts as one failure.
    if (result.code !== 0 && !(result.counts && result.counts[1] > 0)) counts[1] += 1;
    if (result.code !== 0) return { ok: false, counts };
  }
  return { ok: true, counts };
}

const started = Date.now();
const results = await Promise.all(LANES.map(runLane));
const [passed, failed, skipped] = [0, 1, 2].map((i) => results.reduce((sum, r) => sum + (r.counts[i] as number), 0));
console.log(`\nboth lanes done in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
