import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

test("an admin finds a user, makes them an admin, and the user's next visit has the admin pages", async ({
  page,
  browser,
  accounts,
}) => {
  const { email, password } = await accounts.create({ prefix: 'promotie' });

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/users');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('link', { name: `Bekijk gebruiker ${email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await page.getByRole('link', { name: 'Bewerken' }).click();
  await page.getByLabel('Voornaam').fill('Promo');
  await page.getByLabel('Rol').selectOption('admin');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Gebruiker opgeslagen.')).toBeVisible();

  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'nl-NL' });
  const them = waitForAppOnNavigation(await theirs.newPage());
  await logIn(them, email, password);
  await expect(them).toHaveURL('/admin');
  // A browser that never opened an admin page loads the admin's chunks first: on a busy machine
  // that has taken longer than the usual wait.
  await expect(them.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  await theirs.close();
});
