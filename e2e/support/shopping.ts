import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { STEADY_SHIPPING } from './shipping.ts';

/** A product as GET /api/products answers it, as far as the journeys read it. */
export interface DemoProduct {
  _id: string;
  slug: string;
  title: string;
  price: number;
  stock: number;
  isPublished: boolean;
  discount: { value: number } | null;
  vatClass: 'reduced' | 'standard';
}

/** The shop's published products (the demo's, and whatever a journey beside this one added). */
export async function publishedProducts(request: APIRequestContext): Promise<DemoProduct[]> {
  const response = await request.get('/api/products?limit=100&isPublished=true');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DemoProduct[] }).data.filter((product) => product.isPublished);
}

/** Without a discount, so its price is what the buyer pays. */
export const undiscounted = (product: DemoProduct) => !(product.discount && product.discount.value > 0);

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** The text a price shows on screen ('€ 12,50'), with the formatter's narrow space made plain. */
export const money = (euros: number) => euro.format(euros).replace(/\s/g, ' ');
export const moneyPattern = (euros: number) => new RegExp(money(euros).replace(' ', '\\s'));

/** Adds a product from its page and waits until the cart reached the server. */
export async function addFromProductPage(page: Page, slug: string) {
  await page.goto(`/shop/${slug}`);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/cart') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  expect((await saved).ok()).toBe(true);
}

/** A product's row on the cart page. */
export const cartRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/**
 * On the checkout page: an Amsterdam address in `name`'s name, the steady shipping method, and
 * 'Bestellen en betalen' (the browser goes on to the payment page).
 */
export async function orderToAmsterdam(page: Page, name = { first: 'Piet', last: 'Loper' }) {
  await page.getByLabel('Voornaam').fill(name.first);
  await page.getByLabel('Achternaam').fill(name.last);
  await page.getByLabel('Straat').fill('Kade');
  await page.getByLabel('Huisnummer').fill('3');
  await page.getByLabel('Postcode').fill('1000 AA');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page
    .getByRole('group', { name: 'Verzendmethode' })
    .getByRole('radio', { name: new RegExp(STEADY_SHIPPING) })
    .check();
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
}

/** Fills the card form of the payment emulator's hosted page and pays. */
export async function payOnHostedPage(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/betalen\//);
  await page.getByLabel('Kaartnummer').fill(cardNumber);
  await page.getByLabel('Vervaldatum').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Naam op kaart').fill('Eva de Boer');
  await page.getByRole('button', { name: /^Betaal/ }).click();
}
