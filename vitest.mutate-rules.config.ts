import { defineConfig } from 'vitest/config';

/** The tests that can kill the mutants of `stryker.rules.config.mjs`: the shared package's own. */
export default defineConfig({ test: { projects: ['packages/shared'] } });
