import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { reloadUntil } from './support/reload-until.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

test("a visitor's page view shows up in the admin's visit table and charts", async ({
  page,
  browser,
  accounts,
}) => {
  const { email } = await accounts.signedIn(page);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Onze pakketten' })).toBeVisible();
  // Leaving the page sends its view.
  await page.getByRole('navigation').getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL('/blog');

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'nl-NL',
  });
  const admin = waitForAppOnNavigation(await adminContext.newPage());
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL('/admin');
  await admin.goto(`/admin/analytics?path=%2Fshop&userEmail=${encodeURIComponent(email)}`);
  const row = admin.getByRole('row').filter({ hasText: email });
  await reloadUntil(admin, '/admin/analytics/visits', () => expect(row).toHaveCount(1, { timeout: 2_000 }));
  await expect(row.getByRole('rowheader', { name: '/shop' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Bezoeken per dag' })).toBeVisible();
  await expect(admin.getByText('Pagina 1 van 1 — 1 resultaten')).toBeVisible();
  await adminContext.close();
});
