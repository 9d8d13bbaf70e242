import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Process faults run on their own (vitest.faults.config.ts, `npm run test:faults`); under
    // mutation testing the fuzzing is left out too: it reaches every mutant and would run for each.
    exclude: [
      'test/faults/**',
      ...(process.env.STRYKER_MUTATOR_WORKER === undefined ? [] : ['test/security/fuzzed-input.test.ts']),
    ],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Under mutation testing (`npm run mutate`) only: see the file.
    setupFiles: process.env.STRYKER_MUTATOR_WORKER === undefined ? [] : ['./test/mutation-coverage.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // E-mail and other background work happen in the job queue's worker, a moment after the request.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
