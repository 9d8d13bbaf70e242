import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { checkoutBody, emulatedSession, saveCart, startCheckout } from '../../../test/payments.ts';
import { openShop, stockOf } from '../../../test/shop.ts';
import { products } from '../../db/schema/products.ts';

/** The rules of turning a cart into an order and a hosted payment session. */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

const myOrders = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/orders/my', headers: who.headers })).json().data as {
    _id: string;
    status: string;
    total: number;
    address: { email: string };
    cart: { _id: string; title: string; price: number; quantity: number }[];
    stripeSessionId: string;
  }[];

const reservedOf = async (id: string) => (await stockOf(app, id)).reserved;

describe('the order a checkout makes', () => {
  it('charges each product at its price after discount, rounded half up per unit', async () => {
    const who = await actor(app);
    const gel = await createProduct(
      app,
      { price: 19.99, discount: { type: 'percentage', value: 15 } },
      admin.id,
    );
    const bar = await createProduct(app, { price: 3.5 }, admin.id);
    await saveCart(app, who, [
      { _id: gel.id, quantity: 2, price: 0.01 },
      { _id: bar.id, quantity: 3 },
    ]);
    const { sessionId } = await startCheckout(app, who);
    const [order] = await myOrders(who);
    expect(order!.cart.map(({ _id, price, quantity }) => ({ _id, price, quantity }))).toEqual([
      { _id: gel.id, price: 16.99, quantity: 2 },
      { _id: bar.id, price: 3.5, quantity: 3 },
    ]);
    expect(order!.total).toBe(44.48);
    expect((await emulatedSession(app, sessionId)).amount_total).toBe(4448);
  });

  it('leaves products that were hidden after being put in the cart out of the order', async () => {
    const who = await actor(app);
    const shown = await createProduct(app, { price: 5 }, admin.id);
    const hidden = await createProduct(app, { price: 7 }, admin.id);
    await saveCart(app, who, [
      { _id: shown.id, quantity: 1 },
      { _id: hidden.id, quantity: 1 },
    ]);
    await app.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id));
    const { response } = await startCheckout(app, who);
    expect(response.statusCode).toBe(200);
    const [order] = await myOrders(who);
    expect(order!.cart.map((line) => line._id)).toEqual([shown.id]);
    expect(order!.total).toBe(5);
    expect(await reservedOf(hidden.id)).toBe(0);
  });

  it('answers an empty cart when every product in it was hidden', async () => {
    const who = await actor(app);
    const hidden = await createProduct(app, {}, admin.id);
    await saveCart(app, who, [{ _id: hidden.id, quantity: 1 }]);
    await app.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id));
    const { response } = await startCheckout(app, who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Je winkelwagen is leeg.');
    expect(await myOrders(who)).toEqual([]);
  });

  it('names the product that ran out and keeps the cart', async () => {
    const who = await actor(app);
    const scarce = await createProduct(app, { title: 'Laatste gel', stock: 1 }, admin.id);
    await saveCart(app, who, [{ _id: scarce.id, quantity: 2 }]);
    const { response } = await startCheckout(app, who);
    expect(response.json().error.message).toBe('Niet genoeg voorraad meer voor Laatste gel.');
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json()).toHaveLength(
      1,
    );
  });

  it('sends the confirmation to the address e-mail when given, else to the account', async () => {
    const product = await createProduct(app, { stock: 50 }, admin.id);
    const withoutEmail = await actor(app);
    await saveCart(app, withoutEmail, [{ _id: product.id, quantity: 1 }]);
    const first = await startCheckout(app, withoutEmail);
    expect((await emulatedSession(app, first.sessionId)).customer_email).toBe(withoutEmail.email);
    expect((await myOrders(withoutEmail))[0]!.address.email).toBe(withoutEmail.email);

    const withEmail = await actor(app);
    await saveCart(app, withEmail, [{ _id: product.id, quantity: 1 }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      headers: withEmail.headers,
      payload: await checkoutBody(app, { email: 'thuis@example.nl' }),
    });
    const sessionId = response.json().url.split('/betalen/')[1];
    expect((await emulatedSession(app, sessionId)).customer_email).toBe('thuis@example.nl');
    expect((await myOrders(withEmail))[0]!.address.email).toBe('thuis@example.nl');
  });
});

describe('the payment session', () => {
  it('is in euros, names the order and the buyer, and expires after 30 minutes', async () => {
    const who = await actor(app);
    const product = await createProduct(app, { title: 'Sportdrank citroen', price: 2.25 }, admin.id);
    await saveCart(app, who, [{ _id: product.id, quantity: 4 }]);
    const before = Math.floor(Date.now() / 1000);
    const { sessionId } = await startCheckout(app, who);
    const session = await emulatedSession(app, sessionId);
    const [order] = await myOrders(who);
    expect(order!.stripeSessionId).toBe(sessionId);
    expect(session).toMatchObject({
      currency: 'eur',
      amount_total: 900,
      metadata: { orderId: order!._id, userId: who.id, firstName: 'Sanne', lastName: 'de Vries' },
    });
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 30 * 60);
    const page = await app.inject({ method: 'GET', url: `/betalen/${sessionId}` });
    expect(page.body).toContain('4 × Sportdrank citroen');
  });

  it('of an unfinished earlier checkout is expired when the buyer starts a new one', async () => {
    const who = await actor(app);
    const product = await createProduct(app, { stock: 10 }, admin.id);
    await saveCart(app, who, [{ _id: product.id, quantity: 3 }]);
    const first = await startCheckout(app, who);
    const second = await startCheckout(app, who);
    expect((await emulatedSession(app, first.sessionId)).status).toBe('expired');
    expect((await emulatedSession(app, second.sessionId)).status).toBe('open');
    expect(await reservedOf(product.id)).toBe(3);
  });

  it('of another buyer is left alone when someone starts a checkout', async () => {
    const product = await createProduct(app, { stock: 10 }, admin.id);
    const [first, second] = [await actor(app), await actor(app)];
    await saveCart(app, first, [{ _id: product.id, quantity: 1 }]);
    await saveCart(app, second, [{ _id: product.id, quantity: 1 }]);
    const mine = await startCheckout(app, first);
    await startCheckout(app, second);
    expect((await emulatedSession(app, mine.sessionId)).status).toBe('open');
    expect((await myOrders(first))[0]!.status).toBe('pending');
    expect(await reservedOf(product.id)).toBe(2);
  });
});

describe('when the payment provider cannot be reached', () => {
  let offline: TestApp;
  beforeAll(async () => {
    // Not listening: the SDK has no emulator to talk to, as when Stripe is down.
    offline = await buildTestApp({ rateLimitMax: 1000 });
  });
  afterAll(async () => {
    await offline.close();
  });

  it('answers 502 with the spec message, cancels the order and frees its stock', async () => {
    const who = await actor(offline);
    const product = await createProduct(offline, { stock: 3 }, (await actor(offline, 'admin')).id);
    await saveCart(offline, who, [{ _id: product.id, quantity: 2 }]);
    const { response } = await startCheckout(offline, who);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'Er ging iets mis bij afrekenen.',
    });
    const orders = (
      await offline.inject({ method: 'GET', url: '/api/orders/my', headers: who.headers })
    ).json().data as { status: string }[];
    expect(orders.map((order) => order.status)).toEqual(['cancelled']);
    const [row] = await offline.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 3, reservedStock: 0 });
    expect(
      (await offline.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json(),
    ).toHaveLength(1);
  });
});
