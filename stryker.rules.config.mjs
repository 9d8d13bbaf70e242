// Mutation testing of the shared money rules alone: what CI runs (decision 064). The whole scope,
// the server's money path and access control included, is `npm run mutate` (stryker.config.mjs).
import full from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...full,
  mutate: full.mutate.filter((file) => file.startsWith('packages/shared/')),
  vitest: { configFile: 'vitest.mutate-rules.config.ts' },
  // The shared package's tests need no sandbox of the server, the web app or the journeys.
  ignorePatterns: [...full.ignorePatterns, 'apps', 'bench/results'],
  incrementalFile: 'bench/stryker-rules-incremental.json',
  htmlReporter: { fileName: 'bench/results/mutation-rules/index.html' },
  jsonReporter: { fileName: 'bench/results/mutation-rules/mutation.json' },
};
