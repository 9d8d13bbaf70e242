import { expect, test } from '@playwright/test';
import { logIn, registerNewUser } from './support/auth.ts';
import { DEMO_USER, E2E_ADMIN } from './support/env.ts';

test('a visitor registers and sees the logged-in header', async ({ page }) => {
  await registerNewUser(page);
  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /winkelwagen/i })).toBeVisible();
  await expect(header.getByRole('link', { name: /notificaties/i })).toBeVisible();
  await expect(header.getByText('user', { exact: true })).toBeVisible();
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
  await expect(header.getByText('admin', { exact: true })).toBeVisible();
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

test('logging out returns the header to the public navigation', async ({ page }) => {
  await registerNewUser(page);
  await page.getByRole('button', { name: /uitloggen/i }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});
