import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { DEMO_USER, E2E_ADMIN } from './support/env.ts';
import { test } from './support/test.ts';

test('a visitor registers and sees the logged-in header', async ({ page, accounts }) => {
  await accounts.register(page);
  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /winkelwagen/i })).toBeVisible();
  await expect(header.getByRole('link', { name: /notificaties/i })).toBeVisible();
  await expect(header.getByText('klant', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await expect(header.getByRole('button', { name: /uitloggen/i })).toBeVisible();
});

test('the admin logs in and lands on /admin with the admin navigation', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  const header = page.getByRole('banner');
  await expect(header.getByText('beheerder', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /admin/i })).toBeVisible();
});

test('a wrong password shows the login failure alert', async ({ page }) => {
  await logIn(page, DEMO_USER.email, 'verkeerd-wachtwoord');
  await expect(page.getByRole('alert')).toHaveText('Login mislukt: controleer je gegevens.');
  await expect(page).toHaveURL('/login');
});

test('a user opening /admin is sent home', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
});

test('a guest opening /profile is sent to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/bestaat/echt/niet');
  await expect(page.getByText('Oeps... Deze pagina bestaat niet.')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL('/');
});

test('logging out returns the header to the public navigation', async ({ page, accounts }) => {
  await accounts.signedIn(page);
  await page.getByRole('button', { name: /uitloggen/i }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});

test('a visitor back after the access token expired is signed in again silently', async ({
  page,
  accounts,
}) => {
  const { email } = await accounts.signedIn(page);
  // The visitor leaves; when they come back the stored access token ran out long ago (rewritten
  // before the shop's scripts run), while the 30-day refresh cookie is still there.
  await page.goto('about:blank');
  await page.context().addInitScript(() => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
    };
    const [header, payload, signature] = (localStorage.getItem('token') ?? '').split('.');
    if (!payload) return;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (claims.exp * 1000 < Date.now()) return;
    const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 3600 };
    const encoded = btoa(JSON.stringify(expired)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('token', `${header}.${encoded}.${signature}`);
  });
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('button', { name: /uitloggen/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A new token came from the refresh cookie, for the same account.
  const claims = await page.evaluate(() => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { getItem(key: string): string | null };
    };
    const payload = (localStorage.getItem('token') ?? '').split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; email: string };
  });
  expect(claims.email).toBe(email);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
});
