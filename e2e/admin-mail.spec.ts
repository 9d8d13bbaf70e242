import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { reloadUntil } from './support/reload-until.ts';
import { steadyShipping } from './support/shipping.ts';
import { test } from './support/test.ts';

/**
 * The journeys' mail server refuses the first delivery to an address starting with `weiger-`
 * (support/smtp-sink.ts) and the shop under test gives a mail up after one attempt, so the order
 * confirmation to such an address ends failed until an admin retries it.
 */
test('an admin finds a failed e-mail and sends it again', async ({ page, request, accounts }) => {
  const { headers } = await accounts.create({ prefix: 'koper' });
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: { _id: string; stock: number }[];
  };
  const product = data.reduce((best, candidate) => (candidate.stock > best.stock ? candidate : best));
  await request.post('/api/cart', { headers, data: { items: [{ _id: product._id, quantity: 1 }] } });
  const recipient = `weiger-${randomUUID().slice(0, 8)}@example.nl`;
  const session = await request.post('/api/checkout/session', {
    headers,
    data: {
      firstName: 'Ruben',
      lastName: 'Post',
      email: recipient,
      street: 'Kade',
      number: '3',
      zip: '9000',
      city: 'Gent',
      country: 'België',
      shippingMethodId: (await steadyShipping(request, 'BE'))._id,
    },
  });
  const { url } = (await session.json()) as { url: string };

  await page.goto(url);
  await page.getByLabel('Kaartnummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Vervaldatum').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Naam op kaart').fill('Ruben Post');
  await page.getByRole('button', { name: /^Betaal/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'E-mail', exact: true }).click();
  await expect(page).toHaveURL('/admin/mail');
  await page.getByLabel('Ontvanger').fill(recipient);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/recipient=/);

  const row = page.getByRole('row').filter({ hasText: recipient });
  await reloadUntil(page, '/admin/mail', () =>
    expect(row.getByText('Mislukt', { exact: true })).toBeVisible({ timeout: 2_000 }),
  );

  await row.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('De e-mail staat weer in de wachtrij.')).toBeVisible();
  await reloadUntil(page, '/admin/mail', () =>
    expect(row.getByText('Verzonden', { exact: true })).toBeVisible({ timeout: 2_000 }),
  );
  await expect(row.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
});
