import { defineConfig } from 'vitest/config';

const routeWalkingSecurityTests = [
  'test/security/fuzzed-input.test.ts',
  'test/security/private-fields.test.ts',
  'test/security/e-mail-addresses.test.ts',
  'test/security/object-level-access.test.ts',
  'test/security/mass-assignment.test.ts',
  'test/security/admin-routes.test.ts',
  'test/security/address-limits.test.ts',
  'test/security/hostile-input.test.ts',
  // Two hundred calls per write: it reaches most of the order, cart and stock code.
  'test/security/parallel-writes.test.ts',
  // Not a route walker, but every one of its thousand requests reaches the auth hook.
  'test/security/request-shapes.test.ts',
  // Calls every route as a guest and builds the whole API document from every route's schemas.
  'src/plugins/openapi.test.ts',
];

/** Files that replace a module with `vi.mock`: they need a module registry of their own. */
export const filesThatMockModules = ['src/features/auth/auth.concurrency.test.ts'];

/**
 * Files that change what belongs to the whole process (`process.umask()`), which a worker thread
 * may not: under mutation testing, whose runner runs the files in worker threads, they are left
 * out (what they test is not mutated).
 */
const processWideTests = ['src/lib/private-files.test.ts'];

const underMutationTesting = process.env.STRYKER_MUTATOR_WORKER !== undefined;

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Process faults run on their own (vitest.faults.config.ts, `npm run test:faults`). Under
    // mutation testing the security files that walk every route are left out too: they reach
    // nearly every mutant and would run for each (the feature tests pin those mutants).
    exclude: [
      'test/faults/**',
      ...(underMutationTesting
        ? [...routeWalkingSecurityTests, ...filesThatMockModules, ...processWideTests]
        : []),
    ],
    environment: 'node',
    // Under mutation testing the files share one module registry: every file runs for many
    // mutants, and loading the server's modules anew for each run costs more than its tests (the
    // app itself is still built per file). Files that mock modules run isolated on their own
    // (vitest.mutate.config.ts).
    isolate: !underMutationTesting,
    globalSetup: ['./test/global-setup.ts'],
    // Under mutation testing (`npm run mutate`) only: see the file.
    setupFiles: underMutationTesting ? ['./test/mutation-coverage.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // E-mail and other background work happen in the job queue's worker, a moment after the request.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
