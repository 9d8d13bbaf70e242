import { randomUUID } from 'node:crypto';
import { orderExportColumns } from '@shop/shared/order';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { emulatedPayment, refundEverything } from '../../../test/payments.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';
import { orders } from '../../db/schema/orders.ts';
import { shopDayOf } from '../../lib/date-range.ts';
import { insertOrder } from './orders.repository.ts';

/**
 * GET /api/orders/export.csv: every order the admin list's filters select, as a file a Dutch
 * spreadsheet opens as it is (decision 056).
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

const HEADER = Object.values(orderExportColumns);

interface OrderFields {
  email?: string;
  firstName?: string;
  lastName?: string;
  city?: string;
  country?: string;
  title?: string;
  createdAt?: string;
  sessionId?: string;
  paymentIntentId?: string;
  status?: 'pending' | 'paid' | 'cancelled';
}

/** An order as stored, of one line of two gels at € 2,50, with the fields a filter looks at. */
async function order(fields: OrderFields = {}) {
  const row = await insertOrder(
    app.db,
    {
      userId: null,
      userEmail: fields.email ?? 'koper@example.nl',
      addressFirstName: fields.firstName ?? 'Eva',
      addressLastName: fields.lastName ?? 'de Vries',
      addressCity: fields.city ?? 'Utrecht',
      addressCountry: fields.country ?? 'Nederland',
      totalCents: 500,
      stripeSessionId: fields.sessionId ?? null,
      stripePaymentIntentId: fields.paymentIntentId ?? null,
    },
    [{ productId: null, title: fields.title ?? 'Gel', unitPriceCents: 250, quantity: 2 }],
    new Date(fields.createdAt ?? '2025-02-01T10:00:00Z'),
  );
  if (fields.status) await app.db.update(orders).set({ status: fields.status }).where(eq(orders.id, row.id));
  return row;
}

const exportOf = (query: string, who: Actor = admin) =>
  app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers: who.headers });

/** The export's rows as a spreadsheet reads them: each a map of column name to cell. */
async function exportedRows(query: string): Promise<Record<string, string>[]> {
  const response = await exportOf(query);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.rawPayload, { delimiter: ';', bom: true, columns: true });
}

const exportedIds = async (query: string) =>
  (await exportedRows(query)).map((row) => row[orderExportColumns.id]);

/** The ids the admin list shows for the same filters, all on one page. */
async function listedIds(query: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders?${query}&limit=100`,
    headers: admin.headers,
  });
  expect(response.json().totalPages).toBe(1);
  return response.json().data.map((listed: { _id: string }) => listed._id);
}

describe('who may export', () => {
  it('a guest gets 401 and a customer 403, with the error body and no file', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/orders/export.csv' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('UNAUTHORIZED');
    const customer = await exportOf('', await actor(app));
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.code).toBe('FORBIDDEN');
    expect(customer.headers['content-disposition']).toBeUndefined();
  });
});

describe('the file', () => {
  it('is an attachment named after today, UTF-8 with a BOM, ; between cells, its columns in Dutch', async () => {
    await order();
    const before = shopDayOf(new Date());
    const response = await exportOf('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Read around the call: the name's day is one of these, even at midnight.
    expect(
      [before, shopDayOf(new Date())].map((day) => `attachment; filename="bestellingen-${day}.csv"`),
    ).toContain(response.headers['content-disposition']);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe(
      'Bestelnummer;Referentie;Datum;Klant;E-mail;Status;Artikelen;Subtotaal;Verzending;Btw;Totaal;' +
        'Verzendmethode;Plaats;Land;Betaald op;Factuurnummer;Creditfactuurnummer',
    );
    expect(HEADER.join(';')).toBe(header);
  });

  it('writes an order as the admin knows it: amounts with a decimal comma, Amsterdam’s times, its invoices', async () => {
    const product = await createProduct(app, { title: 'Hersteldrank', price: 12.5, stock: 5 }, admin.id);
    const method = await app.inject({
      method: 'POST',
      url: '/api/admin/shipping',
      headers: admin.headers,
      payload: {
        name: 'PostNL pakket',
        carrier: 'PostNL',
        countries: ['NL', 'BE'],
        price: 6.95,
        deliveryEstimate: '1 werkdag',
      },
    });
    const placed = await servicesOf(app).orders.place(
      {
        userId: null,
        userEmail: 'export-koper@example.nl',
        addressFirstName: 'Sanne',
        addressLastName: 'Jansen',
        addressCity: 'Gent',
        addressCountry: 'België',
        vatCountry: 'NL',
        shipping: { methodId: method.json()._id, name: 'PostNL pakket', carrier: 'PostNL', priceCents: 695 },
      },
      [
        {
          productId: product.id,
          title: product.title,
          unitPriceCents: 1_250,
          quantity: 3,
          vatClass: 'standard',
        },
      ],
    );
    await servicesOf(app).orders.markPaid(placed.id, await emulatedPayment(app, 4_445));
    const refunded = await refundEverything(app, admin, placed.id);
    const invoices = refunded.invoices as { kind: string; number: string }[];
    // Winter: 23:30 UTC is 00:30 the next day in Amsterdam; summer: 22:15 UTC is 00:15.
    await app.db
      .update(orders)
      .set({ createdAt: new Date('2025-01-14T23:30:00Z'), paidAt: new Date('2025-07-01T22:15:00Z') })
      .where(eq(orders.id, placed.id));

    const [row] = await exportedRows('?userEmail=export-koper@example.nl');
    const { vat } = refunded;
    expect(row).toEqual({
      Bestelnummer: placed.id,
      Referentie: placed.id.slice(0, 8).toUpperCase(),
      Datum: '15-01-2025 00:30',
      Klant: 'Sanne Jansen',
      'E-mail': 'export-koper@example.nl',
      Status: 'Terugbetaald',
      Artikelen: '3',
      Subtotaal: '37,50',
      Verzending: '6,95',
      Btw: vat.total.toFixed(2).replace('.', ','),
      Totaal: '44,45',
      Verzendmethode: 'PostNL pakket',
      Plaats: 'Gent',
      Land: 'België',
      'Betaald op': '02-07-2025 00:15',
      Factuurnummer: invoices.find((invoice) => invoice.kind === 'invoice')!.number,
      Creditfactuurnummer: invoices.find((invoice) => invoice.kind === 'credit')!.number,
    });
  });

  it('leaves the cells of an unpaid order without invoice or payment empty', async () => {
    const unpaid = await order({ email: 'onbetaald@example.nl' });
    const [row] = await exportedRows('?userEmail=onbetaald@example.nl');
    expect(row).toMatchObject({
      Bestelnummer: unpaid.id,
      Status: 'Wacht op betaling',
      Subtotaal: '5,00',
      Verzending: '0,00',
      Btw: '0,00',
      Totaal: '5,00',
      'Betaald op': '',
      Factuurnummer: '',
      Creditfactuurnummer: '',
    });
  });
});

describe('the filters', () => {
  it('are exactly the admin list’s: every filter selects the same orders, in the same order', async () => {
    const tag = randomUUID().slice(0, 8);
    await order({ email: `filter-a-${tag}@example.nl`, firstName: `Anna${tag}`, city: `Zwolle${tag}` });
    await order({
      email: `filter-b-${tag}@example.nl`,
      lastName: `Bakker${tag}`,
      country: `België${tag}`,
      status: 'paid',
      createdAt: '2025-03-10T23:30:00Z',
    });
    await order({
      email: `filter-c-${tag}@example.nl`,
      title: `Cafeïnegel ${tag}`,
      sessionId: `cs_${tag}`,
      paymentIntentId: `pi_${tag}`,
      status: 'cancelled',
      createdAt: '2025-03-12T08:00:00Z',
    });
    const queries = [
      `userEmail=${tag}`,
      `userEmail=filter-a-${tag}`,
      `status=paid&userEmail=${tag}`,
      `status=cancelled&userEmail=${tag}`,
      `stripeSessionId=cs_${tag}`,
      `stripePaymentIntentId=pi_${tag}`,
      `cartTitle=cafe%C3%AFnegel%20${tag}`,
      `firstName=anna${tag}`,
      `lastName=bakker${tag}`,
      `city=zwolle${tag}`,
      `country=belgi%C3%AB${tag}`,
      `from=2025-03-11&to=2025-03-12&userEmail=${tag}`,
      `from=2025-03-10&to=2025-03-10&userEmail=${tag}`,
      `to=2025-03-11&userEmail=${tag}`,
      `userEmail=${tag}&status=`,
    ];
    const sizes = [];
    for (const query of queries) {
      const listed = await listedIds(query);
      expect(await exportedIds(`?${query}`), query).toEqual(listed);
      sizes.push(listed.length);
    }
    // Each filter chose something, and most chose less than everything.
    expect(sizes).toEqual([3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3]);
  });

  it('ignore page and page size: the export holds every matching order', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index < 3; index += 1) await order({ email: `paged-${tag}@example.nl` });
    expect(await exportedIds(`?userEmail=paged-${tag}&page=2&limit=1`)).toHaveLength(3);
  });

  it('a filter that is not one answers 400 in Dutch, as the list does', async () => {
    for (const query of ['?status=zoek', '?from=gisteren']) {
      const response = await exportOf(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('formula injection', () => {
  it('a customer’s text that starts like a formula reaches the spreadsheet as text, whatever the column', async () => {
    const tag = randomUUID().slice(0, 8);
    await order({
      email: `@formule-${tag}@example.nl`,
      firstName: '=HYPERLINK("https://kwaad.example";"Klik")',
      lastName: '',
      city: '+31 20 123 4567',
      country: '-Nederland',
    });
    await order({ email: `formule2-${tag}@example.nl`, city: '\tTab', country: '\rEnter' });
    const rows = await exportedRows(`?userEmail=formule`);
    const mine = rows
      .filter((row) => row['E-mail']!.includes(tag))
      .map((row) => [row['E-mail'], row.Klant, row.Plaats, row.Land])
      .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1));
    expect(mine).toEqual([
      [
        `'@formule-${tag}@example.nl`,
        `'=HYPERLINK("https://kwaad.example";"Klik")`,
        "'+31 20 123 4567",
        "'-Nederland",
      ],
      [`formule2-${tag}@example.nl`, 'Eva de Vries', "'\tTab", "'\rEnter"],
    ]);
  });
});

describe('streaming', () => {
  it('reads the orders a page at a time and writes each exactly once, also more than a page holds', async () => {
    const email = `veel-${randomUUID().slice(0, 8)}@example.nl`;
    const created = new Date('2025-04-01T10:00:00Z');
    // 1,001 orders placed at the same moment: the pages are cut between orders of one instant.
    await app.db
      .insert(orders)
      .values(
        Array.from({ length: 1_001 }, () => ({ userEmail: email, totalCents: 100, createdAt: created })),
      );
    const ids = await exportedIds(`?userEmail=${email}`);
    expect(ids).toHaveLength(1_001);
    expect(new Set(ids).size).toBe(1_001);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('pages on the exact microsecond of each order, so none is skipped or repeated between pages', async () => {
    const email = `micro-${randomUUID().slice(0, 8)}@example.nl`;
    const at = (micros: string) => sql`${`2025-05-01T10:00:00.${micros}Z`}::timestamptz`;
    for (const micros of ['123455', '123456', '123456', '123456', '123457', '123457']) {
      await app.db.insert(orders).values({ userEmail: email, totalCents: 100, createdAt: at(micros) });
    }
    const expected = (
      await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userEmail, email))
        .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
    ).map((row) => row.id);
    for (const pageSize of [1, 2, 4, 6, 7]) {
      const records = [];
      for await (const record of servicesOf(app).orders.exportRecords({ userEmail: email }, pageSize)) {
        records.push(record.id);
      }
      expect(records, `pages of ${pageSize}`).toEqual(expected);
    }
  });
});
