import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Accounts } from './support/accounts.ts';
import { logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { reloadUntil } from './support/reload-until.ts';
import { steadyShipping } from './support/shipping.ts';
import { test } from './support/test.ts';

interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
  checkoutUrl: string;
}

/**
 * A new user with one demo product in the cart and an open checkout session, all through the
 * API as the web app would call it; the order now waits for payment.
 */
async function startCheckout(request: APIRequestContext, accounts: Accounts): Promise<Shopper> {
  const { email, headers } = await accounts.create({ prefix: 'besteller' });

  const products = await request.get('/api/products?limit=100');
  const { data } = (await products.json()) as { data: { _id: string; stock: number }[] };
  // The product with the most stock, so parallel tests never run out.
  const product = data.reduce((best, candidate) => (candidate.stock > best.stock ? candidate : best));
  expect(
    (await request.post('/api/cart', { headers, data: { items: [{ _id: product._id, quantity: 1 }] } })).ok(),
  ).toBe(true);

  const suffix = randomUUID().slice(0, 6);
  const address = {
    firstName: 'Eva',
    lastName: `Test-${suffix}`,
    street: 'Duinweg',
    number: '12',
    zip: '2000',
    city: 'Antwerpen',
    country: 'België',
  };
  const { _id: shippingMethodId } = await steadyShipping(request, 'BE');
  const session = await request.post('/api/checkout/session', {
    headers,
    data: { ...address, shippingMethodId },
  });
  expect(session.ok()).toBe(true);
  const { url } = (await session.json()) as { url: string };
  return { email, firstName: address.firstName, lastName: address.lastName, checkoutUrl: url };
}

/** Pays on the emulator's hosted page with the test card that succeeds. */
async function payWithCard(page: Page, checkoutUrl: string, cardName: string) {
  await page.goto(checkoutUrl);
  await page.getByLabel('Kaartnummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Vervaldatum').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Naam op kaart').fill(cardName);
  await page.getByRole('button', { name: /^Betaal/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
}

async function logInAsAdmin(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
}

/** Filters the admin order list by e-mail; the list is reloaded until `statusLabel` shows. */
async function findOrderRow(page: Page, email: string, statusLabel: string) {
  await page.goto('/admin/orders');
  await page.getByLabel('E-mail klant').fill(email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/userEmail=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await reloadUntil(page, '/orders', () =>
    expect(row.getByText(statusLabel, { exact: true })).toBeVisible({ timeout: 2_000 }),
  );
  return row;
}

test('an admin finds a paid order and follows it to its payment webhooks', async ({
  page,
  request,
  accounts,
}) => {
  const shopper = await startCheckout(request, accounts);
  const cardName = `Kaarthouder ${randomUUID().slice(0, 6)}`;
  await payWithCard(page, shopper.checkoutUrl, cardName);

  await logInAsAdmin(page);
  const row = await findOrderRow(page, shopper.email, 'Betaald');
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${shopper.firstName} ${shopper.lastName}`)).toBeVisible();
  await row.getByRole('link', { name: /Bekijk/ }).click();

  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Bestelling', level: 1 })).toBeVisible();
  await expect(page.getByText(shopper.email).first()).toBeVisible();
  await expect(page.getByText('Wacht op betaling')).toBeVisible();

  await page.getByRole('link', { name: 'Webhook-events bekijken' }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks\?session=cs_/);
  await expect(page.getByLabel('Sessie')).toHaveValue(/^cs_/);
  // The card holder's name comes from the completed event's customer details.
  const group = page.getByRole('article', { name: cardName });
  await expect(group).toBeVisible();
  const summary = group.locator('summary').filter({ hasText: 'checkout.session.completed' });
  await expect(summary).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}\.\d{3}/);
  const rawData = group.locator('pre').first();
  await expect(rawData).toBeHidden();
  await summary.click();
  await expect(rawData).toBeVisible();
  await expect(rawData).toContainText('"customer_details"');
  await expect(rawData).toContainText(`"name": "${cardName}"`);
});

test('an admin moves an order along the allowed statuses, ships it with its parcel, prints its packing slip and deletes it after confirming', async ({
  page,
  request,
  accounts,
}) => {
  const shopper = await startCheckout(request, accounts);
  await logInAsAdmin(page);
  const row = await findOrderRow(page, shopper.email, 'Wacht op betaling');
  await row.getByRole('link', { name: /Bekijk/ }).click();

  const newStatus = page.getByLabel('Nieuwe status');
  await expect(newStatus.getByRole('option')).toHaveText(['Betaald', 'Geannuleerd', 'Verlopen']);
  await newStatus.selectOption({ label: 'Betaald' });
  await page.getByRole('button', { name: 'Status bijwerken' }).click();
  await expect(page.getByText("✅ Status bijgewerkt naar 'Betaald'.")).toBeVisible();
  // 'Terugbetaald' comes only with a refund that moved the money (decision 057).
  await expect(newStatus.getByRole('option')).toHaveText(['In behandeling']);

  await newStatus.selectOption({ label: 'In behandeling' });
  await page.getByRole('button', { name: 'Status bijwerken' }).click();
  await expect(page.getByText("✅ Status bijgewerkt naar 'In behandeling'.")).toBeVisible();
  await expect(newStatus.getByRole('option')).toHaveText(['Verzonden']);

  // Shipping names the parcel (decision 054): the carrier comes from the order's method (DHL
  // afhaalpunt), the code is read in capitals, and the order shows where to follow it.
  await expect(page.getByLabel('Vervoerder')).toHaveValue('DHL');
  await page.getByLabel('Track & trace-code').fill('jvgl0123456789');
  await page.getByRole('button', { name: 'Status bijwerken' }).click();
  await expect(page.getByText("✅ Status bijgewerkt naar 'Verzonden'.")).toBeVisible();
  await expect(newStatus.getByRole('option')).toHaveText(['Geleverd']);
  await expect(page.getByText('Verzonden met DHL')).toBeVisible();
  await expect(page.getByText('JVGL0123456789')).toBeVisible();
  await expect(page.getByRole('link', { name: /Volg je pakket/ })).toHaveAttribute(
    'href',
    'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=JVGL0123456789',
  );

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pakbon downloaden' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^pakbon-[0-9A-F]{8}\.pdf$/);

  page.on('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Bestelling verwijderen' }).click();
  await expect(page).toHaveURL('/admin/orders');

  await page.getByLabel('E-mail klant').fill(shopper.email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('Geen bestellingen gevonden.')).toBeVisible();
});
