import { beforeAll, beforeEach, inject } from 'vitest';

/**
 * Loaded only under mutation testing (see vitest.config.ts). Stryker counts code that runs while
 * no test runs as "static", and then tests such a mutant only with the few tests that happened to
 * reach it too. Here, though, each test file builds its app in `beforeAll`, so every test of the
 * file depends on that code: this file hands what the file's setup hooks reached to each of its
 * tests, so those mutants are tested by the tests that rely on them. Module loading stays static.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    globalNamespace: string;
    mode: 'dry-run' | 'mutant';
  }
}

type Hits = Record<string, number>;
interface StrykerCoverage {
  static: Hits;
  perTest: Record<string, Hits>;
}
interface StrykerNamespace {
  mutantCoverage?: StrykerCoverage;
  currentTestId?: string;
}

if (inject('mode') === 'dry-run') {
  const globals = globalThis as Record<string, unknown>;
  const key = inject('globalNamespace');
  globals[key] ??= {};
  const namespace = globals[key] as StrykerNamespace;
  /** What the static counts were when the last hook of ours ran. */
  let checkpoint: Hits = {};
  /** Hits of this file's setup hooks, owed to every test that runs after them. */
  const setupHits: Hits = {};

  beforeAll(() => {
    // After the test file's imports (those stay static), before its own beforeAll hooks.
    checkpoint = { ...(namespace.mutantCoverage?.static ?? {}) };
  });

  beforeEach(() => {
    const coverage = namespace.mutantCoverage;
    const testId = namespace.currentTestId;
    if (!coverage || !testId) return;
    for (const [id, count] of Object.entries(coverage.static)) {
      const before = checkpoint[id] ?? 0;
      if (count <= before) continue;
      setupHits[id] = (setupHits[id] ?? 0) + count - before;
      if (before === 0) delete coverage.static[id];
      else coverage.static[id] = before;
    }
    checkpoint = { ...coverage.static };
    coverage.perTest[testId] ??= {};
    const hits = coverage.perTest[testId];
    for (const [id, count] of Object.entries(setupHits)) hits[id] = (hits[id] ?? 0) + count;
  });
}
