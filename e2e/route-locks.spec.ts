import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { logIn, registerNewUser } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

test("an admin locks commenting for users, a user's attempt shows the reason, and after the lock is gone the comment posts", async ({
  page,
  browser,
  request,
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

  await registerNewUser(page);
  await page.goto(`/blog/${slug}`);
  const text = `Mag ik iets vragen? ${ref}`;
  await page.getByLabel('Jouw reactie').fill(text);
  await page.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByText(reason)).toBeVisible();

  admin.on('dialog', (dialog) => dialog.accept());
  await admin.getByRole('button', { name: `Verwijder blokkade POST /blog/${slug}/comments` }).click();
  await expect(admin.getByText('Routeblokkade verwijderd.')).toBeVisible();

  await page.getByRole('button', { name: 'Plaatsen' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  await adminContext.close();
});
