import { type APIRequestContext, expect } from '@playwright/test';
import { STEADY_SHIPPING, steadyShipping } from './support/shipping.ts';
import {
  addFromProductPage,
  cartRow,
  type DemoProduct,
  moneyPattern,
  orderToAmsterdam,
  payOnHostedPage,
  publishedProducts,
  undiscounted,
} from './support/shopping.ts';
import { test } from './support/test.ts';

/** Two different published demo products without a discount and with stock to spare. */
async function pickTwoProducts(request: APIRequestContext): Promise<[DemoProduct, DemoProduct]> {
  const usable = (await publishedProducts(request)).filter(
    (product) => undiscounted(product) && product.stock >= 20,
  );
  const first = usable[0];
  const second = usable.find((product) => product.price !== first?.price);
  if (!first || !second) throw new Error('need two demo products with different prices');
  return [first, second];
}

test('a new user saves an address, fills the cart, pays by card and sees the paid order', async ({
  page,
  request,
  accounts,
}) => {
  const [gel, bar] = await pickTwoProducts(request);
  await accounts.signedIn(page);

  // A saved address on the profile.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mijn Profiel', level: 1 })).toBeVisible();
  await expect(page.getByText('Geen adressen gevonden.')).toBeVisible();
  await page.getByRole('button', { name: 'Adres toevoegen' }).click();
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await addresses.getByLabel('Voornaam').fill('Eva');
  await addresses.getByLabel('Achternaam').fill('de Boer');
  await addresses.getByLabel('Straat').fill('Duinweg');
  await addresses.getByLabel('Huisnummer').fill('10-C');
  await addresses.getByLabel('Postcode').fill('2011 AB');
  await addresses.getByLabel('Plaats').fill('Haarlem');
  await addresses.getByLabel('Land').fill('Nederland');
  await addresses.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(addresses.getByText('Eva de Boer, Duinweg 10-C, 2011 AB Haarlem, Nederland')).toBeVisible();

  // Two products, one raised to 2 on the cart page.
  await addFromProductPage(page, gel.slug);
  await addFromProductPage(page, bar.slug);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Winkelwagen', level: 1 })).toBeVisible();
  await expect(cartRow(page, gel.title)).toBeVisible();
  await expect(cartRow(page, bar.title)).toBeVisible();
  await page.getByRole('button', { name: `Meer ${gel.title}` }).click();
  await expect(page.getByLabel(`Aantal ${gel.title}`)).toHaveText('2');
  await expect(cartRow(page, gel.title)).toContainText(moneyPattern(gel.price * 2));
  await expect(cartRow(page, bar.title)).toContainText(moneyPattern(bar.price));
  const total = gel.price * 2 + bar.price;
  await expect(page.getByTestId('cart-total')).toHaveText(moneyPattern(total));
  await expect(page.getByRole('banner').getByText('3 artikelen')).toBeAttached();

  // Checkout with the saved address.
  await page.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page).toHaveURL('/checkout');
  await page
    .getByLabel('Opgeslagen adres')
    .selectOption({ label: 'Eva de Boer, Duinweg 10-C, 2011 AB Haarlem, Nederland' });
  await expect(page.getByLabel('Straat')).toHaveValue('Duinweg');
  await expect(page.getByLabel('Huisnummer')).toHaveValue('10-C');
  // Beside the pay button: the terms, the privacy statement and the withdrawal right.
  await expect(
    page.getByText(/^Door te bestellen ga je akkoord met onze algemene voorwaarden/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^algemene voorwaarden/ })).toHaveAttribute(
    'href',
    '/voorwaarden',
  );
  // A method to the Netherlands is chosen already; the customer takes the pick-up point.
  const shippingChoice = page.getByRole('group', { name: 'Verzendmethode' });
  await expect(shippingChoice.getByRole('radio', { checked: true })).toHaveCount(1);
  await shippingChoice.getByRole('radio', { name: new RegExp(STEADY_SHIPPING) }).check();
  const shipping = await steadyShipping(request, 'NL');
  const payable = total + shipping.price;
  const summary = page.getByRole('region', { name: 'Je bestelling' });
  await expect(summary).toContainText(`Verzending (${STEADY_SHIPPING})`);
  await expect(summary.getByTestId('checkout-total')).toHaveText(moneyPattern(payable));
  await expect(summary).toContainText('incl. btw');
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();

  // The emulator's hosted payment page asks the same total: goods and shipping.
  await expect(page.getByText(moneyPattern(payable)).first()).toBeVisible();
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/checkout/success'));
  await payOnHostedPage(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Bestelling geplaatst!' })).toBeVisible();
  expect((await confirmed).ok()).toBe(true);
  await expect(page.getByRole('banner').getByText(/artikelen/)).toHaveCount(0);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /winkelwagen/i })
    .click();
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();

  await page.goto('/profile');
  const orders = page.getByRole('region', { name: 'Mijn bestellingen' });
  const order = orders.getByRole('listitem').first();
  await expect(order).toContainText('Betaald');
  await expect(order).toContainText(moneyPattern(payable));
  await order.getByRole('button', { name: 'Details tonen' }).click();
  await expect(order).toContainText(`2 × ${gel.title}`);
  await expect(order).toContainText(`1 × ${bar.title}`);
  await expect(order).toContainText(`Verzending: ${STEADY_SHIPPING}`);
  await expect(order).toContainText(/waarvan btw/);
});

test('a declined card shows the decline message and leaves the cart intact', async ({
  page,
  request,
  accounts,
}) => {
  const [product] = await pickTwoProducts(request);
  await accounts.signedIn(page);
  await addFromProductPage(page, product.slug);

  await page.goto('/checkout');
  await orderToAmsterdam(page);

  await payOnHostedPage(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(
    'Je kaart is geweigerd. Probeer een andere kaart of betaalmethode.',
  );

  await page.getByRole('link', { name: /Terug naar de winkel/ }).click();
  await expect(page).toHaveURL('/cart');
  await expect(cartRow(page, product.title)).toBeVisible();
  await expect(page.getByLabel(`Aantal ${product.title}`)).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText(moneyPattern(product.price));
});

test('the success page never claims an order for a made-up session, and links to the orders', async ({
  page,
  accounts,
}) => {
  await accounts.signedIn(page);
  await page.goto('/success?session_id=cs_test_verzonnen');
  await expect(page.getByRole('heading', { name: 'Bestelling niet gevonden' })).toBeVisible();
  await expect(page.getByText('Bestelling geplaatst!')).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar mijn bestellingen' }).click();
  await expect(page).toHaveURL('/profile');
});
