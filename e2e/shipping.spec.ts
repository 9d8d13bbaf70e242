import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test } from './support/test.ts';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** A price as the screen shows it, any space after the euro sign allowed. */
const moneyPattern = (cents: number) => euro.format(cents / 100).replace(/\s/g, '\\s');

/** The new method: cheaper than the demo shop's, and free from € 30. */
const COURIER = { name: 'Fietskoerier', carrier: 'Cycloon', priceCents: 250, freeAboveCents: 3000 };

/** A published demo product without a discount, in stock, below the courier's free threshold. */
async function pickProduct(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=100&isPublished=true');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { slug: string; title: string; price: number; stock: number; discount: { value: number } | null }[];
  };
  const product = data.find(
    (candidate) =>
      !(candidate.discount && candidate.discount.value > 0) && candidate.stock >= 5 && candidate.price < 25,
  );
  if (!product) throw new Error('need a demo product below € 25 without a discount');
  return product;
}

/** Deletes the journey's method through the admin API, whatever became of the journey. */
async function deleteCourier(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const methods = (await (await request.get('/api/admin/shipping', { headers })).json()) as {
    _id: string;
    name: string;
  }[];
  for (const method of methods.filter((candidate) => candidate.name === COURIER.name)) {
    expect((await request.delete(`/api/admin/shipping/${method._id}`, { headers })).status()).toBe(204);
  }
}

async function addCourier(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Adminmenu' })
    .getByRole('link', { name: 'Verzending', exact: true })
    .click();
  await expect(page).toHaveURL('/admin/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Verzendmethoden' })).toBeVisible();
  // The demo shop's methods are there from the start.
  await expect(page.getByRole('row').filter({ hasText: 'DHL afhaalpunt' })).toBeVisible();

  await page.getByLabel('Naam', { exact: true }).fill(COURIER.name);
  await page.getByLabel('Vervoerder').fill(COURIER.carrier);
  await page.getByLabel('Prijs (€)').fill(String(COURIER.priceCents / 100));
  await page.getByLabel('Gratis vanaf (€)').fill(String(COURIER.freeAboveCents / 100));
  await page.getByLabel('Levertijd').fill('Vandaag nog');
  await page.getByRole('button', { name: 'Verzendmethode toevoegen' }).click();
  await expect(page.getByText('Verzendmethode aangemaakt.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: COURIER.name });
  await expect(row).toContainText('Nederland');
  await expect(row).toContainText(new RegExp(moneyPattern(COURIER.priceCents)));
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('button', { name: /uitloggen/i }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

test('an admin adds a shipping method and a customer sees its cost and what is left to free shipping in the cart', async ({
  page,
  request,
  accounts,
}) => {
  const product = await pickProduct(request);
  try {
    await addCourier(page);

    await accounts.signedIn(page, { prefix: 'verzending' });
    await page.goto(`/shop/${product.slug}`);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/cart') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await saved).ok()).toBe(true);

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: product.title })).toBeVisible();
    const shipping = page.getByTestId('cart-shipping');
    await expect(shipping.getByText('Verzending naar Nederland')).toBeVisible();
    await expect(shipping.getByText(`${COURIER.name}, Vandaag nog`)).toBeVisible();
    await expect(shipping.getByText(new RegExp(`^${moneyPattern(COURIER.priceCents)}$`))).toBeVisible();
    const leftCents = COURIER.freeAboveCents - Math.round(product.price * 100);
    await expect(
      shipping.getByText(new RegExp(`^Nog ${moneyPattern(leftCents)} tot gratis verzending$`)),
    ).toBeVisible();
    await expectNoSeriousAxeFindings(page, { include: '[data-testid="cart-shipping"]' });
  } finally {
    await deleteCourier(request);
  }
});
