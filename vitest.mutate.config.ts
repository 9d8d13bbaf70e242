import { defineConfig } from 'vitest/config';
import MutationSequencer from './apps/server/test/mutation-sequencer.ts';

/** The projects whose tests can kill the mutants of `stryker.config.mjs` (the web app's cannot). */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server'],
    // Each mutant's own tests first, the quickest first among equals: see the file.
    sequence: { sequencer: MutationSequencer },
  },
});
