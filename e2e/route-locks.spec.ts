import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

test("an admin locks commenting for users, a user's attempt shows the reason, and after the lock is gone the comment posts", async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const ref = randomUUID().slice(0, 8);
  // A post of its own, so the lock touches no other journey.
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/blog', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Slotproef ${ref}`,
      slug: `slotproef-${ref}`,
      content: 'Een artikel om een routeblokkade op te proberen.',
      category: 'Voedingsbasis',
      isPublished: true,
    },
  });
  expect(created.ok()).toBe(true);
  const slug = `slotproef-${ref}`;
  const reason = `Reacties staan even uit ${ref}`;

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'nl-NL',
  });
  const admin = waitForAppOnNavigation(await adminContext.newPage());
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL('/admin');
  await admin.goto('/admin/route-locks');
  await admin.getByLabel('Route', { exact: true }).fill(`/blog/${slug}/comments`);
  await admin.getByLabel('Methode').selectOption('POST');
  await admin.getByLabel('Reden (de gebruiker ziet deze)').fill(reason);
  await admin.getByRole('button', { name: 'Blokkade aanmaken' }).click();
  await expect(admin.getByText('Routeblokkade aangemaakt.')).toBeVisible();
  await expect(admin.getByRole('cell', { name: reason })).toBeVisible();

  await accounts.signedIn(page);
  await page.goto(`/blog/${slug}`);
  const text = `Mag ik iets vragen? ${ref}`;
  await page.getByLabel('Jouw reactie').fill(text);
  await page.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByText(reason)).toBeVisible();

  admin.on('dialog', (dialog) => dialog.accept());
  await admin.getByRole('button', { name: `Verwijderen: blokkade POST /blog/${slug}/comments` }).click();
  await expect(admin.getByText('Routeblokkade verwijderd.')).toBeVisible();

  await page.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  await adminContext.close();
});

test("a locked product page shows the lock's reason in its HTML and in the browser, and loads once the lock is gone", async ({
  page,
  request,
}) => {
  const ref = randomUUID().slice(0, 8);
  const slug = `slotgel-${ref}`;
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/products', {
    headers,
    data: {
      title: `Slotgel ${ref}`,
      slug,
      description: 'Een gel achter slot.',
      price: 3.5,
      stock: 5,
      category: ['Energiegels'],
    },
  });
  expect(created.ok()).toBe(true);
  // Only this product's own address, so no other journey meets the lock.
  const reason = `Deze gel wordt even nagekeken ${ref}`;
  const lock = await request.post('/api/admin/route-locks', {
    headers,
    data: { route: `/products/${slug}`, method: 'GET', blockedForRoles: ['guest', 'user'], reason },
  });
  expect(lock.status()).toBe(201);
  const { _id: lockId } = (await lock.json()) as { _id: string };

  // Read as a search engine reads it, without any script: the reason, not "loading".
  const served = await request.get(`/shop/${slug}`, { headers: { accept: 'text/html' } });
  expect(await served.text()).toContain(`<p>${reason}</p>`);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('423')) errors.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/products/${slug}`) asked.push(sent.method());
  });
  await page.goto(`/shop/${slug}`);
  await expect(page.getByText(reason)).toBeVisible();
  // Hydrated without a mismatch: the browser kept the server's answer instead of asking again.
  expect(errors).toEqual([]);
  expect(asked).toEqual([]);

  expect((await request.delete(`/api/admin/route-locks/${lockId}`, { headers })).status()).toBe(204);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { name: `Slotgel ${ref}`, level: 1 })).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
});
