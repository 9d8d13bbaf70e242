import { defineConfig } from 'vitest/config';
import MutationSequencer from './apps/server/test/mutation-sequencer.ts';
import { filesThatMockModules } from './apps/server/vitest.config.ts';

/** The projects whose tests can kill the mutants of `stryker.config.mjs` (the web app's cannot). */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      // The server files that mock modules, isolated as in a normal run (apps/server/vitest.config.ts).
      {
        root: './apps/server',
        test: {
          name: 'server-isolated',
          include: filesThatMockModules,
          environment: 'node',
          isolate: true,
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/mutation-coverage.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // Each mutant's own tests first, the quickest first among equals: see the file.
    sequence: { sequencer: MutationSequencer },
  },
});
