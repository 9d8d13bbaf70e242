import { formatInvoiceDate } from '@shop/shared/invoice';
import { orderReference } from '@shop/shared/order';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';

/**
 * The packing slip (decision 054): a PDF for the admin with who sends the parcel, the order's
 * reference and date, the delivery address and what goes in, never a price.
 */

let app: TestApp;
let admin: Actor;
let buyer: Actor;
let orderId: string;
let placedAt: Date;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  buyer = await actor(app);
  const [gel, bidon] = [
    await createProduct(app, { stock: 10, price: 12.49 }, admin.id),
    await createProduct(app, { stock: 10, price: 9.99 }, admin.id),
  ];
  await servicesOf(app).settings.update({
    sellerName: 'Renwinkel Oost B.V.',
    sellerStreet: 'Parkweg 7',
    sellerZip: '9711 AA',
    sellerCity: 'Groningen',
    kvkNumber: '87654321',
    vatNumber: 'NL987654321B01',
    email: 'post@renwinkel.nl',
    oneStopShop: false,
  });
  const order = await servicesOf(app).orders.place(
    {
      userId: buyer.id,
      userEmail: buyer.email,
      addressFirstName: 'Sanne',
      addressLastName: 'de Vries',
      addressStreet: 'Stationsstraat',
      addressNumber: '10-C',
      addressZip: '3511 AB',
      addressCity: 'Utrecht',
      addressCountry: 'Nederland',
      vatCountry: 'NL',
    },
    [
      { productId: gel.id, title: 'Gel Proefpakket', unitPriceCents: 1249, quantity: 3, vatClass: 'reduced' },
      { productId: bidon.id, title: 'Bidon 500 ml', unitPriceCents: 999, quantity: 1, vatClass: 'standard' },
    ],
  );
  orderId = order.id;
  placedAt = order.createdAt;
});
afterAll(() => app.close());

const get = (url: string, who: Actor | null) =>
  app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

function expectPdf(response: LightMyRequestResponse, filename: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('the packing slip', () => {
  it('names the shop, the order, its date, the delivery address and each line’s quantity and title', async () => {
    const reference = orderReference(orderId);
    const response = await get(`/api/orders/${orderId}/packing-slip`, admin);
    expectPdf(response, `pakbon-${reference}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Renwinkel Oost B.V. Parkweg 7 9711 AA Groningen');
    expect(text).toContain(`Pakbon bestelling ${reference}`);
    expect(text).toContain(`Bestelling: ${reference}`);
    expect(text).toContain(`Besteldatum: ${formatInvoiceDate(placedAt)}`);
    expect(text).toContain('Afleveradres Sanne de Vries Stationsstraat 10-C 3511 AB Utrecht Nederland');
    expect(text).toContain('Aantal Artikel 3 Gel Proefpakket 1 Bidon 500 ml');
  });

  it('shows no price, no amount and no VAT', async () => {
    const text = await pdfText((await get(`/api/orders/${orderId}/packing-slip`, admin)).rawPayload);
    expect(text).not.toMatch(/€|12,49|9,99|47,46|btw|Totaal|Prijs/i);
  });

  it('is for the admin only: a guest gets 401, the buyer and anyone else 403', async () => {
    expect((await get(`/api/orders/${orderId}/packing-slip`, null)).statusCode).toBe(401);
    const refused = await get(`/api/orders/${orderId}/packing-slip`, buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).not.toBe('application/pdf');
    expect((await get(`/api/orders/${orderId}/packing-slip`, await actor(app))).statusCode).toBe(403);
    // The buyer's own routes have no packing slip.
    expect((await get(`/api/orders/my/${orderId}/packing-slip`, buyer)).statusCode).toBe(404);
  });

  it('of an order that does not exist is 404', async () => {
    const response = await get('/api/orders/00000000-0000-4000-8000-000000000000/packing-slip', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Bestelling niet gevonden.');
    expect((await get('/api/orders/geen-id/packing-slip', admin)).statusCode).toBe(400);
  });
});
