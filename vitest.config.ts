import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The runner's own cache (its results, for the order of the next run) in a folder of its own:
  // node_modules/.vite is the cache of a developer's running `npm start`, which no test touches.
  // `npm test` runs two lanes at once (scripts/run-tests.ts), each with its own.
  cacheDir: process.env.VITEST_LANE ? `node_modules/.vitest-${process.env.VITEST_LANE}` : 'node_modules/.vitest',
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          // The platform's own tests, then each game's (src/games/<game>/tests/).
          include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts', 'src/games/*/tests/unit/**/*.test.ts', 'src/games/*/tests/property/**/*.test.ts', 'tests/contract/rules.test.ts', 'tests/contract/replay.test.ts', 'tests/games/*/tests/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/contract/server.test.ts', 'src/games/*/tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          // Real servers and browsers on a loaded two-core machine: a test that fails is run once
          // more, and one that passes only then is named in the summary as flaky (never hidden).
          retry: 1,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'src/games/*/tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Browsers are heavy on two cores: one scenario file at a time.
          fileParallelism: false,
          retry: 1,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
