// Prints one closing line "N passed, N failed" that any CI can read, after Vitest's own summary.
// A file that failed outside its tests (a hook, an import) and an error outside any file count as
// failures too, so the line never reads "0 failed" on a red run.
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const m of modules) {
      let failedHere = 0;
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      failed += m.state() === 'failed' ? Math.max(1, failedHere) : failedHere;
    }
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
