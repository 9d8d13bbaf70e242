import { authMessages } from '@shop/shared/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { users } from '../../db/schema/users.ts';
import * as repository from './auth.repository.ts';

/**
 * Two requests racing each other: the repository is wrapped (passing everything through) so a
 * test can run a second request to its end at the exact moment the first one is waiting on a query.
 */
vi.mock('./auth.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./auth.repository.ts')>();
  return {
    ...actual,
    findUserById: vi.fn(actual.findUserById),
    insertUser: vi.fn(actual.insertUser),
  };
});
const actual = await vi.importActual<typeof import('./auth.repository.ts')>('./auth.repository.ts');

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1000 });
});
afterAll(async () => {
  await app.close();
});

type Reply = Awaited<ReturnType<typeof refresh>>;

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token } });

const register = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: TEST_PASSWORD } });

function refreshCookie(response: Reply): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.value;
}

async function loggedIn() {
  const user = await createUser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, token: refreshCookie(response) };
}

describe('requests racing each other', () => {
  it('of two refreshes of one token at once, one wins and the other is refused and ends the login', async () => {
    const { token } = await loggedIn();
    let winner: Reply | undefined;
    vi.mocked(repository.findUserById).mockImplementationOnce(async (db, id) => {
      // The same token is refreshed to the end while this request is past its checks.
      winner = await refresh(token);
      return actual.findUserById(db, id);
    });
    const loser = await refresh(token);
    expect(winner?.statusCode).toBe(200);
    expect(loser.statusCode).toBe(401);
    expect(loser.json().error.message).toBe(authMessages.refreshFailed);
    // Someone holds a copy of the token: the winner's new token is revoked with the family.
    expect((await refresh(refreshCookie(winner as Reply))).statusCode).toBe(401);
  });

  it('a user deleted while their refresh is under way gets no new session', async () => {
    const { user, token } = await loggedIn();
    vi.mocked(repository.findUserById).mockImplementationOnce(async (db, id) => {
      await app.db.delete(users).where(eq(users.id, user.id));
      return actual.findUserById(db, id);
    });
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(authMessages.refreshFailed);
  });

  it('of two registrations of one e-mail at once, the one that inserts second is answered 409', async () => {
    const email = uniqueEmail();
    let first: Reply | undefined;
    vi.mocked(repository.insertUser).mockImplementationOnce(async (db, values) => {
      // The same e-mail, in another case, registers to the end after this request found it free.
      first = await register(email.toUpperCase());
      return actual.insertUser(db, values);
    });
    const second = await register(email);
    expect(first?.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: { code: 'CONFLICT', message: authMessages.emailTaken } });
  });
});
