import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test } from './support/test.ts';

// Runs on a shop of its own (the `wipe` project): it empties the blog.
test('an admin wipes the blog posts after typing WIPE, and /blog is empty afterwards', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts.first()).toBeVisible();

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/wipe');
  const wipe = page.getByRole('button', { name: 'Wissen' });
  await page.getByLabel('Wat wil je wissen?').selectOption({ label: 'Blogposts' });
  await expect(wipe).toBeDisabled();
  await page.getByLabel('Typ WIPE om te bevestigen').fill('wipe');
  await expect(wipe).toBeDisabled();
  await page.getByLabel('Typ WIPE om te bevestigen').fill('WIPE');
  await expect(wipe).toBeEnabled();
  await wipe.click();
  await expect(page.getByText(/^Blogposts gewist: \d+ verwijderd\.$/)).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByText('Geen blogposts gevonden.')).toBeVisible();
  await expect(posts).toHaveCount(0);
});
