import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type ServerProcess, startServer } from './server-process.ts';

/**
 * Two processes behind one proxy count a client's requests together (decision 066): in PostgreSQL
 * when the shop runs on it without Redis, in Redis when REDIS_URL is set. Each process alone would
 * let the client through twice as often.
 */

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

const LIMIT = 4;

async function pair(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const database = await createDatabase(`fault_limits_${randomUUID().slice(0, 8)}`);
  cleanup.push(database.drop);
  const settings = {
    databaseUrl: database.url,
    smtpUrl: 'smtp://127.0.0.1:9',
    // The proxy in front is this machine: the client is whom it names.
    env: { RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '127.0.0.1', ...env },
  };
  const one = await startServer(settings);
  cleanup.push(() => one.stop());
  const two = await startServer(settings);
  cleanup.push(() => two.stop());
  return [one, two];
}

/** Asks for a reset link (a limited route) on `server`, as the client the proxy names. */
const forgot = (server: ServerProcess, client: string) =>
  fetch(`${server.url}/api/auth/password/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: 'vergeten@example.nl' }),
  }).then((response) => response.status);

async function limitIsShared([one, two]: [ServerProcess, ServerProcess]) {
  // A client of its own per run: Redis keeps its counts between runs.
  const client = `198.51.100.${randomInt(1, 255)}`;
  const statuses: number[] = [];
  for (let n = 0; n < LIMIT; n += 1) statuses.push(await forgot(n % 2 === 0 ? one : two, client));
  expect(statuses).toEqual(Array(LIMIT).fill(202));
  expect(await forgot(one, client)).toBe(429);
  expect(await forgot(two, client)).toBe(429);
  // Another client is not held up.
  expect(await forgot(two, `203.0.113.${randomInt(1, 255)}`)).toBe(202);
}

describe('a client’s rate limit across two processes', () => {
  it('is counted together in PostgreSQL', async () => {
    await limitIsShared(await pair({}));
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('is counted together in Redis', async () => {
    await limitIsShared(await pair({ REDIS_URL: process.env.TEST_REDIS_URL! }));
  });
});
