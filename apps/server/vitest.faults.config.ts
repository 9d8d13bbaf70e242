import { defineConfig } from 'vitest/config';

/**
 * Faults made to whole server processes on PostgreSQL (killed mid-delivery, several processes on
 * one queue): slower than the API tests and in need of a real PostgreSQL, so CI runs them as a
 * step of their own: `TEST_DATABASE_URL=… npm run test:faults`.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'faults',
    include: ['test/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
