import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { Account } from './support/accounts.ts';
import { E2E_ADMIN } from './support/env.ts';
import { parsedMailsTo } from './support/mailbox.ts';
import { pdfText } from './support/pdf.ts';
import { shippingMethod } from './support/shipping.ts';
import {
  addFromProductPage,
  cartRow,
  money,
  moneyPattern,
  payOnHostedPage,
  publishedProducts,
  undiscounted,
} from './support/shopping.ts';
import { test } from './support/test.ts';

/** The parcel to the Netherlands: charged below its free threshold (€ 40 in the demo shop). */
const PARCEL = 'PostNL pakket';

/** An amount including VAT at one rate, as the order API reports it (euros; the rate in percent). */
interface VatPart {
  rate: number;
  gross: number;
  net: number;
  vat: number;
}

/** GET /api/orders/my/:id, as far as this journey reads it. */
interface OrderSeen {
  _id: string;
  status: string;
  cart: { title: string; price: number; quantity: number; vat: { rate: number; net: number; vat: number } }[];
  subtotal: number;
  shipping: { name: string; carrier: string; price: number };
  total: number;
  vat: { country: string; total: number; rates: VatPart[]; shipping: VatPart[] };
  invoices: { kind: 'invoice' | 'credit'; number: string; issuedAt: string }[];
}

interface Seller {
  sellerName: string;
  sellerStreet: string;
  sellerZip: string;
  sellerCity: string;
  kvkNumber: string;
  vatNumber: string;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100;
/** Text as a reader takes it in: every run of white space (the no-break space before '%' too) one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A rate as the shop writes it, white space made plain: 9 → '9 %', 5.5 → '5,5 %'. */
const rateText = (rate: number) => `${String(rate).replace('.', ',')} %`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A product at the reduced rate (food, a drink) and one at the standard rate (the demo's flask),
 * both published without a discount and with stock to spare, priced so that two of the first and
 * one of the second stay at least € 5 below the parcel's free threshold: shipping is charged.
 */
async function pickProducts(request: APIRequestContext, freeAbove: number) {
  const products = (await publishedProducts(request)).filter(
    (product) => undiscounted(product) && product.stock >= 20,
  );
  const flask = products.find((product) => product.vatClass === 'standard');
  if (!flask) throw new Error('need a published product at the standard VAT rate');
  const food = products.find(
    (product) =>
      product.vatClass === 'reduced' &&
      2 * cents(product.price) + cents(flask.price) <= cents(freeAbove) - 500,
  );
  if (!food)
    throw new Error('need a published product at the reduced VAT rate, well below the free threshold');
  return { food, flask };
}

/** Who sells, as the admin set it up (the demo's details on a fresh shop): the invoice must name them. */
async function shopSeller(request: APIRequestContext): Promise<Seller> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const response = await request.get('/api/admin/settings', { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Seller;
}

/** The customer's one order, as the order API reports it to them. */
async function theOrder(request: APIRequestContext, customer: Account): Promise<OrderSeen> {
  const list = await request.get('/api/orders/my', { headers: customer.headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { data } = (await list.json()) as { data: { _id: string }[] };
  expect(data).toHaveLength(1);
  const response = await request.get(`/api/orders/my/${data[0]!._id}`, { headers: customer.headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderSeen;
}

/** The order confirmation once the journeys' SMTP server has it. */
async function confirmationMail(email: string, reference: string): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect
    .poll(async () => {
      mail = (await parsedMailsTo(email)).find(
        (candidate) => candidate.subject === `Bevestiging van je bestelling ${reference}`,
      );
      return mail?.attachments.length ?? 0;
    })
    .toBeGreaterThan(0);
  return mail!;
}

/** The mail's HTML as a mail program shows it, its table of amounts row by row: [what, how much]. */
async function htmlAmounts(page: Page, html: string): Promise<string[][]> {
  const reader = await page.context().newPage();
  try {
    await reader.setContent(html);
    const rows: string[][] = [];
    for (const row of await reader.locator('table[data-text-columns] tr').all()) {
      rows.push((await row.locator('td').allTextContents()).map(plain));
    }
    return rows;
  } finally {
    await reader.close();
  }
}

test('a customer buys at both BTW rates, pays, and gets the invoice by mail and from the profile', async ({
  page,
  request,
  accounts,
}) => {
  const parcel = await shippingMethod(request, 'NL', PARCEL);
  expect(parcel.freeAbove, `${PARCEL} is free from some amount on`).not.toBeNull();
  const { food, flask } = await pickProducts(request, parcel.freeAbove!);
  const seller = await shopSeller(request);
  const customer = await accounts.signedIn(page, { prefix: 'factuur' });

  // Two of the food, one flask: below the parcel's free threshold, so its shipping is charged.
  await addFromProductPage(page, food.slug);
  await addFromProductPage(page, flask.slug);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Meer ${food.title}` }).click();
  await expect(page.getByLabel(`Aantal ${food.title}`)).toHaveText('2');
  await expect(cartRow(page, flask.title)).toContainText(moneyPattern(flask.price));
  const goods = euros(2 * cents(food.price) + cents(flask.price));
  await expect(page.getByTestId('cart-total')).toHaveText(moneyPattern(goods));

  // A Dutch address and the parcel.
  await page.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page).toHaveURL('/checkout');
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('Visser');
  await page.getByLabel('Straat').fill('Prinsengracht');
  await page.getByLabel('Huisnummer').fill('263-A');
  await page.getByLabel('Postcode').fill('1016 GV');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByLabel('Land').fill('Nederland');
  await expect(page.getByLabel('E-mail')).toHaveValue(customer.email);
  const parcelChoice = page
    .getByRole('group', { name: 'Verzendmethode' })
    .getByRole('radio', { name: new RegExp(PARCEL) });
  await parcelChoice.check();
  await expect(parcelChoice).toBeChecked();
  const payable = euros(cents(goods) + cents(parcel.price));
  const summary = page.getByRole('region', { name: 'Je bestelling' });
  await expect(summary).toContainText(`Verzending (${PARCEL})`);
  await expect(summary.getByTestId('checkout-total')).toHaveText(moneyPattern(payable));
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();

  // The hosted payment page asks for the goods and the charged parcel.
  await expect(page).toHaveURL(/\/betalen\//);
  const hostedOrder = page.getByRole('list', { name: 'Je bestelling' });
  await expect(hostedOrder.getByRole('listitem').filter({ hasText: `Verzending: ${PARCEL}` })).toContainText(
    moneyPattern(parcel.price),
  );
  const payButton = page.getByRole('button', { name: /^Betaal/ });
  await expect(payButton).toHaveText(new RegExp(`^Betaal ${moneyPattern(payable).source}$`));
  const paid = plain((await payButton.textContent()) ?? '').replace(/^Betaal /, '');
  await payOnHostedPage(page, '4242 4242 4242 4242');

  // The paid order.
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Bestelling geplaatst!' })).toBeVisible();
  const order = await theOrder(request, customer);
  const reference = order._id.slice(0, 8).toUpperCase();
  expect(order.status).toBe('paid');
  expect(order.total).toBe(payable);
  expect(money(order.total)).toBe(paid);
  expect(order.shipping).toMatchObject({ name: PARCEL, price: parcel.price });
  expect(order.vat.country).toBe('NL');
  expect(order.vat.rates.map((part) => part.rate)).toEqual([9, 21]);
  // Invoiced when paid: one invoice numbered YYYY-NNNNNN, in the year of its date (Amsterdam's).
  expect(order.invoices).toHaveLength(1);
  const [invoice] = order.invoices;
  expect(invoice!.kind).toBe('invoice');
  expect(invoice!.number).toMatch(/^\d{4}-\d{6}$/);
  const issued = new Date(invoice!.issuedAt);
  const shopDay = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', ...options }).format(issued);
  expect(invoice!.number.slice(0, 4)).toBe(shopDay({ year: 'numeric' }));

  // What the invoice must say, every amount as the order API reports it.
  const vatOf = (rate: number) => order.vat.rates.find((part) => part.rate === rate)!;
  const invoiceLines = [
    ...order.cart.map(
      (line) =>
        new RegExp(
          [
            escaped(line.title),
            line.quantity,
            '€ \\d+,\\d{2}',
            escaped(rateText(line.vat.rate)),
            escaped(money(line.vat.net)),
            escaped(money(line.vat.vat)),
            escaped(money(euros(cents(line.price) * line.quantity))),
          ].join(' '),
        ),
    ),
    // The charged parcel pays the rates of the goods it carries, one line per rate.
    ...order.vat.shipping.map((part) => {
      const description = `Verzending: ${PARCEL}${order.vat.shipping.length > 1 ? ` (${rateText(part.rate)})` : ''}`;
      return new RegExp(
        escaped(
          [
            description,
            1,
            money(part.net),
            rateText(part.rate),
            money(part.net),
            money(part.vat),
            money(part.gross),
          ].join(' '),
        ),
      );
    }),
  ];
  expect(order.vat.shipping.reduce((sum, part) => sum + cents(part.gross), 0)).toBe(cents(parcel.price));
  const invoiceSays = [
    seller.sellerName,
    seller.sellerStreet,
    `${seller.sellerZip} ${seller.sellerCity}`,
    `KvK ${seller.kvkNumber}`,
    `Btw-nummer ${seller.vatNumber}`,
    `Factuur ${invoice!.number}`,
    `Factuurdatum: ${shopDay({ day: '2-digit', month: '2-digit', year: 'numeric' })}`,
    `Bestelling: ${reference}`,
    'Sanne Visser',
    'Prinsengracht 263-A',
    '1016 GV Amsterdam',
    ...[9, 21].flatMap((rate) => [
      `Grondslag ${rateText(rate)} ${money(vatOf(rate).net)}`,
      `Btw ${rateText(rate)} ${money(vatOf(rate).vat)}`,
    ]),
    `Totaal btw ${money(order.vat.total)}`,
    `Totaal incl. btw ${paid}`,
  ];
  const expectInvoice = (text: string) => {
    for (const expected of invoiceSays) expect(text).toContain(expected);
    for (const line of invoiceLines) expect(text).toMatch(line);
    expect(text).not.toContain('Creditfactuur');
  };

  // The confirmation arrives with the invoice attached.
  const mail = await confirmationMail(customer.email, reference);
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment!.contentType).toBe('application/pdf');
  expect(attachment!.filename).toBe(`factuur-${invoice!.number}.pdf`);
  expectInvoice(await pdfText(attachment!.content));

  // The mail itself lists the lines, the parcel, the total and the VAT it holds per rate.
  const lines = order.cart.map((line) => [
    `${line.quantity} × ${line.title}`,
    money(euros(cents(line.price) * line.quantity)),
  ]);
  const totals = [
    ['Subtotaal', money(goods)],
    [`Verzending: ${PARCEL}`, money(parcel.price)],
    ['Totaal (incl. btw)', paid],
    ...[9, 21].map((rate) => [`waarvan btw ${rateText(rate)}`, money(vatOf(rate).vat)]),
  ];
  expect(mail.html, 'the mail has an HTML part').toBeTruthy();
  const rows = await htmlAmounts(page, mail.html as string);
  // The lines in any order (neither the mail nor the API promises one), then the totals in theirs.
  expect(rows.slice(0, lines.length).sort()).toEqual(lines.sort());
  expect(rows.slice(lines.length)).toEqual(totals);
  const text = plain(mail.text ?? '');
  for (const [what, amount] of [...lines, ...totals]) expect(text).toContain(`${what} ${amount}`);

  // The profile shows the paid order and hands out the same invoice.
  await page.goto('/profile');
  const shown = page.getByRole('region', { name: 'Mijn bestellingen' }).getByRole('listitem').first();
  await expect(shown).toContainText('Betaald');
  await expect(shown).toContainText(moneyPattern(payable));
  await shown.getByRole('button', { name: 'Details tonen' }).click();
  await expect(shown).toContainText(`2 × ${food.title}`);
  await expect(shown).toContainText(`1 × ${flask.title}`);
  for (const rate of [9, 21]) {
    await expect(shown).toContainText(`waarvan btw ${rateText(rate)}: ${money(vatOf(rate).vat)}`);
  }
  const downloaded = page.waitForEvent('download');
  await shown.getByRole('button', { name: `Factuur ${invoice!.number} downloaden` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`factuur-${invoice!.number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expectInvoice(await pdfText(pdf));
});
