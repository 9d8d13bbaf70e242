import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn, registerNewUser, uniqueEmail } from './auth.ts';
import { E2E_ADMIN } from './env.ts';

/** The password of every account a journey makes. */
export const ACCOUNT_PASSWORD = 'geheim123';

/** A customer account made for one journey. */
export interface Account {
  id: string;
  email: string;
  password: string;
  /** Its access token, for calls to the API as this customer. */
  token: string;
  headers: { authorization: string };
}

/**
 * The accounts of one journey. Whatever the journey made, through the API or through the
 * register form, is deleted through the admin API when the journey ends, passed or failed, so the
 * shop under test does not fill up with throwaway customers.
 */
export interface Accounts {
  /** A new customer account, made through the API as the register form makes it. */
  create(options?: { prefix?: string; email?: string }): Promise<Account>;
  /** A new customer account, logged in on `page` through the login form. */
  signedIn(page: Page, options?: { prefix?: string; email?: string }): Promise<Account>;
  /**
   * Registers through the register form on `page` (for the journeys about registering); the
   * browser is logged in afterwards. Answers the e-mail address.
   */
  register(page: Page, email?: string): Promise<string>;
}

const subjectOf = (token: string): string => {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
};

/** The fixture behind `accounts` in `support/test.ts`: `api` is a request context of its own. */
export async function provideAccounts(
  api: APIRequestContext,
  use: (accounts: Accounts) => Promise<void>,
): Promise<void> {
  const made: string[] = [];

  const create: Accounts['create'] = async ({ prefix = 'loper', email = uniqueEmail(prefix) } = {}) => {
    made.push(email);
    const response = await api.post('/api/auth/register', { data: { email, password: ACCOUNT_PASSWORD } });
    expect(response.status(), await response.text()).toBe(201);
    const { token } = (await response.json()) as { token: string };
    return {
      id: subjectOf(token),
      email,
      password: ACCOUNT_PASSWORD,
      token,
      headers: { authorization: `Bearer ${token}` },
    };
  };

  try {
    await use({
      create,
      async signedIn(page, options) {
        const account = await create(options);
        await logIn(page, account.email, account.password);
        await expect(page.getByRole('button', { name: /uitloggen/i })).toBeVisible();
        return account;
      },
      async register(page, email = uniqueEmail()) {
        made.push(email);
        return registerNewUser(page, email);
      },
    });
  } finally {
    if (made.length > 0) await deleteAccounts(api, made);
  }
}

/** Deletes the accounts with these addresses as the admin does; one never made is skipped. */
async function deleteAccounts(api: APIRequestContext, emails: string[]) {
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  for (const email of emails) {
    const found = await api.get('/api/user', { headers, params: { email } });
    expect(found.ok(), await found.text()).toBe(true);
    const { data } = (await found.json()) as { data: { _id: string; email: string }[] };
    const user = data.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!user) continue;
    const deleted = await api.delete(`/api/user/${user._id}`, { headers });
    expect(deleted.status(), `deleting ${email}`).toBe(204);
  }
}
