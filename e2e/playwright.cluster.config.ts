import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { E2E_CLUSTER_PORT } from './support/env.ts';

/**
 * The journey through `npm run start:cluster`'s proxy (cluster/): three processes on PostgreSQL
 * (`TEST_DATABASE_URL`), Redis too with `TEST_REDIS_URL`, behind nginx. `npm run test:cluster`,
 * after a build.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './cluster',
  testMatch: '**/*.cluster.ts',
  globalSetup: './cluster/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${E2E_CLUSTER_PORT}` },
  projects: [{ name: 'cluster' }],
  webServer: undefined,
});
