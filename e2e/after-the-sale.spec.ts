import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account } from './support/accounts.ts';
import { adminHeaders, logIn } from './support/auth.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { E2E_ADMIN } from './support/env.ts';
import { mailsTo } from './support/mailbox.ts';
import { steadyShipping } from './support/shipping.ts';
import { moneyPattern, payOnHostedPage } from './support/shopping.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

/**
 * After the sale (decisions 054 and 057), across the shop: one paid order is shipped by the admin
 * and the customer follows the parcel; another paid order the customer cancels, gets the money
 * back through the payment provider with a credit invoice, both sides see it, and the gel goes
 * back on the shelf.
 */

const GEL_PRICE = 3.5;

/** The gel's shelf stock as the shop answers it. */
async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stock: number }).stock;
}

/** One gel in the customer's cart and paid on the hosted page: the order waits on the success page. */
async function buyOneGel(page: Page, request: APIRequestContext, customer: Account, productId: string) {
  const { headers } = customer;
  const cart = await request.post('/api/cart', {
    headers,
    data: { items: [{ _id: productId, quantity: 1 }] },
  });
  expect(cart.ok()).toBe(true);
  const { _id: shippingMethodId } = await steadyShipping(request, 'NL');
  const session = await request.post('/api/checkout/session', {
    headers,
    data: {
      firstName: 'Noor',
      lastName: 'Verhoeven',
      street: 'Lange Nieuwstraat',
      number: '8',
      zip: '3512 PH',
      city: 'Utrecht',
      country: 'Nederland',
      shippingMethodId,
    },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/checkout/success'));
  await page.goto(((await session.json()) as { url: string }).url);
  await payOnHostedPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Bestelling geplaatst!' })).toBeVisible();
  expect((await confirmed).ok()).toBe(true);
  return { paid: GEL_PRICE + (await steadyShipping(request, 'NL')).price };
}

/** The customer's order in 'Mijn bestellingen' with this status, its details open. */
async function myOrderWithStatus(page: Page, statusLabel: string) {
  await page.goto('/profile');
  const order = page
    .getByRole('region', { name: 'Mijn bestellingen' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .filter({ hasText: `Status: ${statusLabel}` });
  await expect(order).toHaveCount(1);
  await order.getByRole('button', { name: 'Details tonen' }).click();
  return order;
}

test('the admin ships one paid order and the customer follows it; the customer cancels another, gets the money back with a credit invoice, and the gel goes back on the shelf', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  // Two purchases, the admin's shipment and the cancellation: more than a journey's usual minute.
  test.setTimeout(180_000);
  const admin = await adminHeaders(request);
  const ref = randomUUID().slice(0, 8);
  const slug = `nazorggel-${ref}`;
  const created = await request.post('/api/products', {
    headers: admin,
    data: {
      title: `Nazorggel ${ref}`,
      slug,
      description: 'Een gel met 25 gram koolhydraten, alleen voor deze reis door de shop.',
      price: GEL_PRICE,
      stock: 5,
      category: ['Energiegels'],
      brand: ['Polderkracht'],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { _id: string };
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const customer = await accounts.signedIn(page, { prefix: 'nazorg' });
    await buyOneGel(page, request, customer, product._id);
    const { paid: orderTotal } = await buyOneGel(page, request, customer, product._id);
    expect(await stockOf(request, slug)).toBe(3);

    // The admin ships the older order: in processing first, then with DHL and its code.
    const adminPage = waitForAppOnNavigation(await adminContext.newPage());
    await logIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(adminPage).toHaveURL('/admin');
    await adminPage.goto(`/admin/orders?userEmail=${encodeURIComponent(customer.email)}`);
    const rows = adminPage.getByRole('row').filter({ hasText: customer.email });
    await expect(rows).toHaveCount(2);
    await rows
      .last()
      .getByRole('link', { name: /Bekijk/ })
      .click();
    await expect(adminPage.getByRole('heading', { name: 'Bestelling', level: 1 })).toBeVisible();
    const newStatus = adminPage.getByLabel('Nieuwe status');
    await newStatus.selectOption({ label: 'In behandeling' });
    await adminPage.getByRole('button', { name: 'Status bijwerken' }).click();
    await expect(adminPage.getByText("✅ Status bijgewerkt naar 'In behandeling'.")).toBeVisible();
    await newStatus.selectOption({ label: 'Verzonden' });
    await adminPage.getByLabel('Track & trace-code').fill('jvgl0555000111');
    await adminPage.getByRole('button', { name: 'Status bijwerken' }).click();
    await expect(adminPage.getByText("✅ Status bijgewerkt naar 'Verzonden'.")).toBeVisible();

    // The customer sees the parcel on the shipped order.
    const shipped = await myOrderWithStatus(page, 'Verzonden');
    await expect(shipped.getByText('Verzonden met DHL')).toBeVisible();
    await expect(shipped.getByRole('link', { name: /Volg je pakket/ })).toHaveAttribute(
      'href',
      /tracking-id=JVGL0555000111$/,
    );
    // A shipped order can no longer be cancelled.
    await expect(shipped.getByRole('button', { name: 'Bestelling annuleren' })).toHaveCount(0);

    // The other one, still paid, the customer cancels after confirming.
    const paid = await myOrderWithStatus(page, 'Betaald');
    page.once('dialog', (dialog) => dialog.accept());
    await paid.getByRole('button', { name: 'Bestelling annuleren' }).click();
    await expect(
      page.getByText('Je bestelling is geannuleerd. Het bedrag wordt teruggestort.'),
    ).toBeVisible();

    // The refund went through the payment provider: the customer sees it, with the credit invoice.
    const cancelled = await myOrderWithStatus(page, 'Geannuleerd');
    const paidBack = cancelled.getByRole('listitem').filter({ hasText: 'Annulering: Terugbetaald op' });
    await expect(paidBack).toContainText(moneyPattern(orderTotal));
    await expect(
      cancelled.getByRole('button', { name: /^Creditfactuur \d{4}-\d{6} downloaden$/ }),
    ).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await expect.poll(() => mailsTo(customer.email).some((mail) => mail.includes('geannuleerd'))).toBe(true);

    // The admin sees the same refund and credit invoice on the order.
    await adminPage.goto(`/admin/orders?userEmail=${encodeURIComponent(customer.email)}`);
    const cancelledRow = rows.filter({ hasText: 'Geannuleerd' });
    await expect(cancelledRow).toHaveCount(1);
    await cancelledRow.getByRole('link', { name: /Bekijk/ }).click();
    const refunds = adminPage.getByRole('region', { name: 'Terugbetalingen' });
    await expect(refunds).toContainText('Annulering · Terugbetaald');
    await expect(refunds).toContainText(moneyPattern(orderTotal));
    await expect(
      adminPage.getByRole('button', { name: /^Creditfactuur \d{4}-\d{6} downloaden$/ }),
    ).toBeVisible();

    // The cancelled gel is back on the shelf; the shipped one is not.
    await expect.poll(() => stockOf(request, slug)).toBe(4);
  } finally {
    await adminContext.close();
    await request.delete(`/api/products/${product._id}`, { headers: admin });
  }
});
