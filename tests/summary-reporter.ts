// Prints one closing line "N passed, N failed" that any CI can read, after Vitest's own summary.
// A file that failed outside its tests (a hook, an import) and an error outside any file count as
// failures too, so the line never reads "0 failed" on a red run. Each failure gets a line "failed: file > test"
// above it, and each test that passed only on a retry (browser and server tests get one) a line
// "flaky: file > test": scripts/run-tests.ts repeats both at the end of a long log.
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const lines = unhandledErrors.map((error) => `failed: outside any file > ${error.message}`);
    for (const m of modules) {
      let failedHere = 0;
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') {
          passed++;
          if (test.diagnostic()?.flaky) lines.push(`flaky: ${m.relativeModuleId} > ${test.fullName} (passed on a retry)`);
        } else if (state === 'failed') {
          failedHere++;
          lines.push(`failed: ${m.relativeModuleId} > ${test.fullName}`);
        } else skipped++;
      }
      if (m.state() === 'failed' && failedHere === 0) lines.push(`failed: ${m.relativeModuleId} > outside its tests`);
      failed += m.state() === 'failed' ? Math.max(1, failedHere) : failedHere;
    }
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
