import { expect, type Page } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { DEMO_USER } from './support/env.ts';
import { test } from './support/test.ts';

/**
 * Every public and account page, as it stands once its content has loaded, has no serious or
 * critical axe finding (WCAG 2.1 AA): contrast, names, labels, landmarks.
 */

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousAxeFindings(page);
}

const heading = (level: number) => async (page: Page) =>
  expect(page.getByRole('heading', { level }).first()).toBeVisible();

// A walk through many pages, each checked by axe: more than one journey's minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('public pages', async ({ page }) => {
  await visit(page, '/', async (p) => expect(p.getByRole('main').getByRole('article').first()).toBeVisible());
  await visit(page, '/shop', async (p) =>
    expect(p.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  const product = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'Bekijk' });
  await product.click();
  await heading(1)(page);
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await visit(page, '/blog', async (p) =>
    expect(p.getByRole('main').getByRole('article').first()).toBeVisible(),
  );
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await heading(1)(page);
  await expectNoSeriousAxeFindings(page);

  await visit(page, '/blog/category/voedingsbasis', heading(1));
  for (const path of ['/about', '/contact', '/support', '/login', '/register', '/cart', '/bestaat-niet']) {
    await visit(page, path, heading(1));
  }
});

test('the pages of a forgotten password and a new e-mail address', async ({ page }) => {
  for (const path of [
    '/wachtwoord-vergeten',
    '/wachtwoord-herstellen#een-link-die-niet-bestaat',
    '/e-mailadres-bevestigen#een-link-die-niet-bestaat',
  ]) {
    await visit(page, path, heading(1));
  }
});

test('a product page with its nutrition table (decision 061)', async ({ page }) => {
  await visit(page, '/shop/cafeinegel-espresso-4-stuks', async (p) =>
    expect(p.getByRole('table', { name: 'Voedingswaarde per portie' })).toBeVisible(),
  );
});

test('the fuel planner with a plan (decision 062)', async ({ page }) => {
  await visit(page, '/planner', heading(1));
  await page.getByLabel('Verwachte tijd').fill('3:45');
  await page.getByLabel('Lichaamsgewicht (kg)').fill('70');
  await page.getByRole('button', { name: 'Maak mijn plan' }).click();
  await expect(page.getByRole('heading', { name: 'Schema onderweg' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test('account pages', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByRole('button', { name: /uitloggen/i })).toBeVisible();
  for (const path of [
    '/profile',
    '/checkout',
    '/notificaties',
    '/mijn-berichten',
    '/cart',
    '/support?tab=new',
  ]) {
    await visit(page, path, heading(1));
  }
});
