import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env.ts';

export function uniqueEmail(prefix = 'loper'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.nl`;
}

/** Logs in through the login form, as a person would. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Registers a fresh account through the form; the browser is logged in afterwards. Journeys call
 * it through `accounts.register` (support/accounts.ts), which deletes the account again.
 */
export async function registerNewUser(page: Page, email = uniqueEmail()) {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill('geheim123');
  await page.getByRole('button', { name: 'Maak account aan' }).click();
  await expect(page.getByRole('button', { name: /uitloggen/i })).toBeVisible();
  return email;
}

/** The admin's bearer header, for a journey that prepares its data through the API. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
