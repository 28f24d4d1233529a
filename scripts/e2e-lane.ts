// One lane's share of the browser tests (scripts/run-tests.ts): one Vitest for the e2e project,
// started once (its global setup serves the page once), then one file at a time as the runner
// hands them out, until it has none left. Each file still runs in a fresh worker, with browsers
// of its own, as in `vitest run --project e2e`; each prints its own summary line.
import { relative } from 'node:path';
import { createVitest } from 'vitest/node';

/** To the runner: the project's files (once, at the start), then each file run and its time. */
export type LaneMessage = { readonly files: readonly string[] } | { readonly ran: string; readonly ms: number };
/** From the runner: the next file to run, or null when the queue is empty. */
export interface RunnerMessage {
  readonly file: string | null;
}

const vitest = await createVitest('test', { watch: false, project: ['e2e'] });
await vitest.standalone();
const specs = new Map((await vitest.globTestSpecifications()).map((spec) => [relative(vitest.config.root, spec.moduleId), spec]));

/** Sends `message` and waits for the next file (null also when the runner has gone). */
function ask(message: LaneMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const answer = (reply: RunnerMessage): void => {
      process.off('disconnect', gone);
      resolve(reply.file);
    };
    const gone = (): void => {
      process.off('message', answer);
      resolve(null);
    };
    process.once('message', answer);
    process.once('disconnect', gone);
    (process.send as (message: LaneMessage) => boolean)(message);
  });
}

let failed = false;
for (let file = await ask({ files: [...specs.keys()] }); file !== null; ) {
  const spec = specs.get(file);
  const started = Date.now();
  if (spec) {
    const result = await vitest.runTestSpecifications([spec]);
    const module = result.testModules.find((m) => m.moduleId === spec.moduleId);
    if (result.unhandledErrors.length > 0 || !module || module.state() === 'failed') failed = true;
  } else {
    console.error(`${file} is not a file of the e2e project`);
    failed = true;
  }
  file = await ask({ ran: file, ms: Date.now() - started });
}
await vitest.close();
process.exit(failed ? 1 : 0);
