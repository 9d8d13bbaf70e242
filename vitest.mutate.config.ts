import { defineConfig } from 'vitest/config';

/** The projects whose tests can kill the mutants of `stryker.config.mjs` (the web app's cannot). */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server'],
  },
});
