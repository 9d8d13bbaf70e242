import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverStartCommand } from '../scripts/server-command.mjs';
import { E2E_ADMIN, E2E_PORT, E2E_SMTP_PORT, E2E_WIPE_PORT } from './support/env.ts';

const root = path.resolve(import.meta.dirname, '..');
const { env: startEnv, nodeFlags, entry } = serverStartCommand();

/** The built app on a fresh embedded database each run, exactly as `npm start` serves it. */
function shop(port: number) {
  const dataDir = path.join(import.meta.dirname, `.data-${port}`);
  return {
    command: `rm -rf "${dataDir}" && node ${nodeFlags.join(' ')} "${entry}"`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...startEnv,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '200',
      // Every journey's buyer checks out from 127.0.0.1.
      OPEN_CHECKOUTS_PER_ADDRESS: '200',
      LOG_LEVEL: 'warn',
      // Mail goes to the journeys' SMTP server (global-setup.ts); a refused mail fails at once.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_RETRY_LIMIT: '0',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Whole journeys (a dozen pages and forms) on a shared 2-core machine: a limit, not a target.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shop', testIgnore: '**/wipe.spec.ts' },
    // Journeys that empty a whole kind of data get a shop of their own, so they never pull the
    // posts or products out from under the journeys running beside them.
    { name: 'wipe', testMatch: '**/wipe.spec.ts', use: { baseURL: `http://127.0.0.1:${E2E_WIPE_PORT}` } },
  ],
  webServer: [shop(E2E_PORT), shop(E2E_WIPE_PORT)],
});
