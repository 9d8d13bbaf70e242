import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { checkoutBody, emulatedSession, payWithCard, saveCart } from '../../../test/payments.ts';
import { openShop, orderOfSession, orderRow, servicesOf, stockOf } from '../../../test/shop.ts';
import { cartItems } from '../../db/schema/cart.ts';

/**
 * What one buyer can hold (decision 035): at most a product's maximum per order, one open checkout
 * per account, a hold that ends with its payment session, and a few open checkouts per address.
 * This app's webhooks never arrive (the emulator signs them with a secret the shop no longer
 * accepts), so every hold that ends here was ended by the shop itself.
 */

const PER_ADDRESS = 3;
let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true, openCheckoutsPerAddress: PER_ADDRESS }));
  app.config.stripeWebhookSecret = 'whsec_the_emulator_does_not_know_this_one';
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

let addresses = 0;
/** A network address no other test uses, so the per-address limit only counts this test's buyers. */
const freshAddress = () => `198.51.100.${++addresses}`;

/** POST /api/checkout/session from `address`; the session id when it opened. */
async function checkoutFrom(who: Actor, address: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout/session',
    headers: who.headers,
    remoteAddress: address,
    payload: await checkoutBody(app),
  });
  const sessionId: string | undefined =
    response.statusCode === 200 ? response.json().url.split('/betalen/')[1] : undefined;
  return { response, sessionId };
}

/** A buyer with `quantity` of the product in the cart. */
async function buyerOf(productId: string, quantity: number) {
  const who = await actor(app);
  await saveCart(app, who, [{ _id: productId, quantity }]);
  return who;
}

describe('a hoarder', () => {
  it('cannot put more than a product’s maximum per order in the cart', async () => {
    const product = await createProduct(app, { title: 'Zoutcapsules', stock: 100 }, admin.id);
    const hoarder = await actor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: hoarder.headers,
      payload: { items: [{ _id: product.id, quantity: 99 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Je kunt maximaal 10 stuks van Zoutcapsules per bestelling kopen.',
    );
  });

  it('cannot check out more than the maximum, even with a cart that holds more; nothing is held', async () => {
    const product = await createProduct(app, { title: 'Sportdrank', stock: 100, maxPerOrder: 5 }, admin.id);
    const hoarder = await buyerOf(product.id, 5);
    // A cart filled before the admin lowered the maximum (or written around the API).
    await app.db.update(cartItems).set({ quantity: 100 }).where(eq(cartItems.userId, hoarder.id));
    const { response } = await checkoutFrom(hoarder, freshAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Je kunt maximaal 5 stuks van Sportdrank per bestelling kopen.',
    );
    expect(await stockOf(app, product.id)).toEqual({ stock: 100, reserved: 0 });
  });

  it('opening checkout after checkout never holds more than the maximum of each product', async () => {
    const gel = await createProduct(app, { stock: 30, maxPerOrder: 10 }, admin.id);
    const bar = await createProduct(app, { stock: 30, maxPerOrder: 4 }, admin.id);
    const hoarder = await actor(app);
    await saveCart(app, hoarder, [
      { _id: gel.id, quantity: 10 },
      { _id: bar.id, quantity: 4 },
    ]);
    const address = freshAddress();
    const sessions: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const { response, sessionId } = await checkoutFrom(hoarder, address);
      expect(response.statusCode).toBe(200);
      sessions.push(sessionId!);
      expect(await stockOf(app, gel.id)).toEqual({ stock: 30, reserved: 10 });
      expect(await stockOf(app, bar.id)).toEqual({ stock: 30, reserved: 4 });
    }
    for (const sessionId of sessions.slice(0, -1)) {
      expect((await orderOfSession(app, sessionId)).status).toBe('cancelled');
    }
  });
});

describe('one open checkout per account', () => {
  it('a second checkout replaces the first: its session expires and its stock goes back', async () => {
    const product = await createProduct(app, { stock: 8 }, admin.id);
    const buyer = await buyerOf(product.id, 3);
    const address = freshAddress();
    const first = await checkoutFrom(buyer, address);
    expect(await stockOf(app, product.id)).toEqual({ stock: 8, reserved: 3 });
    await saveCart(app, buyer, [{ _id: product.id, quantity: 2 }]);
    const second = await checkoutFrom(buyer, address);
    expect(second.response.statusCode).toBe(200);
    expect((await orderOfSession(app, first.sessionId!)).status).toBe('cancelled');
    expect((await emulatedSession(app, first.sessionId!)).status).toBe('expired');
    expect(await stockOf(app, product.id)).toEqual({ stock: 8, reserved: 2 });
    // The replaced session can no longer be paid; the newest one can.
    expect((await payWithCard(app, first.sessionId!)).statusCode).toBe(200);
    expect((await orderOfSession(app, first.sessionId!)).status).toBe('cancelled');
    expect((await payWithCard(app, second.sessionId!)).statusCode).toBe(303);
  });
});

describe('a hold', () => {
  const THIRTY_MINUTES = 30 * 60 * 1000;

  it('ends with its payment session, 30 minutes on, without a webhook, and nothing renews it', async () => {
    const product = await createProduct(app, { stock: 6 }, admin.id);
    const buyer = await buyerOf(product.id, 4);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { sessionId } = await checkoutFrom(buyer, freshAddress());
    const session = await emulatedSession(app, sessionId!);
    expect(session.expires_at).toBe(Math.floor(start / 1000) + 30 * 60);
    const { checkout } = servicesOf(app);

    // Near the end the buyer is still on the payment page and asks after the payment: the hold stays.
    vi.setSystemTime(start + THIRTY_MINUTES - 60_000);
    expect((await app.inject({ method: 'GET', url: `/betalen/${sessionId}` })).statusCode).toBe(200);
    await checkout.settleStalePendingOrders();
    const order = await orderOfSession(app, sessionId!);
    expect(order.status).toBe('pending');
    expect(await stockOf(app, product.id)).toEqual({ stock: 6, reserved: 4 });

    // When the session runs out the sweep ends the hold; its expiry time did not move.
    vi.setSystemTime(start + THIRTY_MINUTES + 1_000);
    await checkout.settleStalePendingOrders();
    expect((await orderRow(app, order.id)).status).toBe('expired');
    expect(await stockOf(app, product.id)).toEqual({ stock: 6, reserved: 0 });
    expect(await emulatedSession(app, sessionId!)).toMatchObject({
      status: 'expired',
      expires_at: session.expires_at,
    });

    // The expired session cannot be paid or confirmed back to life.
    expect((await payWithCard(app, sessionId!)).statusCode).toBe(200);
    const confirmed = await servicesOf(app).checkout.confirm(
      { id: buyer.id, email: buyer.email, role: 'user' },
      sessionId!,
    );
    expect(confirmed.status).toBe('expired');
    expect(await stockOf(app, product.id)).toEqual({ stock: 6, reserved: 0 });
  });
});

describe('a second buyer', () => {
  it('can buy while a hoarder’s session is open', async () => {
    const product = await createProduct(app, { stock: 12 }, admin.id);
    const hoarder = await buyerOf(product.id, 10);
    expect((await checkoutFrom(hoarder, freshAddress())).response.statusCode).toBe(200);
    const buyer = await buyerOf(product.id, 2);
    const { response, sessionId } = await checkoutFrom(buyer, freshAddress());
    expect(response.statusCode).toBe(200);
    expect((await payWithCard(app, sessionId!)).statusCode).toBe(303);
    const confirmed = await servicesOf(app).checkout.confirm(
      { id: buyer.id, email: buyer.email, role: 'user' },
      sessionId!,
    );
    expect(confirmed.status).toBe('paid');
    expect(await stockOf(app, product.id)).toEqual({ stock: 10, reserved: 10 });
  });

  it('can buy while hoarders hold all an address may hold; only the real stock running out stops them', async () => {
    const product = await createProduct(app, { title: 'Herstelshake', stock: 40 }, admin.id);
    const hoarders = await Promise.all(Array.from({ length: PER_ADDRESS }, () => buyerOf(product.id, 10)));
    const address = freshAddress();
    for (const hoarder of hoarders) {
      expect((await checkoutFrom(hoarder, address)).response.statusCode).toBe(200);
    }
    expect(await stockOf(app, product.id)).toEqual({ stock: 40, reserved: 30 });

    const buyer = await buyerOf(product.id, 10);
    expect((await checkoutFrom(buyer, freshAddress())).response.statusCode).toBe(200);
    const late = await buyerOf(product.id, 1);
    const refused = await checkoutFrom(late, freshAddress());
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().error.message).toBe('Niet genoeg voorraad meer voor Herstelshake.');
  });
});

describe('open checkouts per address', () => {
  it(`are at most ${PER_ADDRESS} across accounts: the next one gets 429 and nothing is held`, async () => {
    const product = await createProduct(app, { stock: 50 }, admin.id);
    const address = freshAddress();
    for (let account = 0; account < PER_ADDRESS; account++) {
      const { response } = await checkoutFrom(await buyerOf(product.id, 1), address);
      expect(response.statusCode).toBe(200);
    }
    const extra = await buyerOf(product.id, 1);
    const refused = await checkoutFrom(extra, address);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json().error.message).toBe(
      'Vanaf dit netwerk staan al te veel bestellingen open. Rond er eerst een af of probeer het over een half uur opnieuw.',
    );
    expect(await stockOf(app, product.id)).toEqual({ stock: 50, reserved: PER_ADDRESS });
    // Another address is not held back, and the same account may still start over.
    expect((await checkoutFrom(extra, freshAddress())).response.statusCode).toBe(200);
  });

  it('count only pending orders, and a buyer replacing their own checkout is not refused', async () => {
    const product = await createProduct(app, { stock: 50 }, admin.id);
    const address = freshAddress();
    const buyers = await Promise.all(Array.from({ length: PER_ADDRESS }, () => buyerOf(product.id, 1)));
    const sessions: string[] = [];
    for (const buyer of buyers) sessions.push((await checkoutFrom(buyer, address)).sessionId!);
    // The last buyer clicks 'Afrekenen' again: the earlier order is replaced, not counted.
    expect((await checkoutFrom(buyers.at(-1)!, address)).response.statusCode).toBe(200);
    // One pays: its order no longer counts, so another account from the address may check out.
    await payWithCard(app, sessions[0]!);
    await servicesOf(app).checkout.confirm(
      { id: buyers[0]!.id, email: buyers[0]!.email, role: 'user' },
      sessions[0]!,
    );
    const order = await orderOfSession(app, sessions[0]!);
    expect(order).toMatchObject({ status: 'paid', clientAddress: null });
    expect((await checkoutFrom(await buyerOf(product.id, 1), address)).response.statusCode).toBe(200);
  });

  it('hold for parallel checkouts of many accounts from one address', async () => {
    const product = await createProduct(app, { stock: 50 }, admin.id);
    const address = freshAddress();
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyerOf(product.id, 1)));
    const results = await Promise.all(buyers.map((buyer) => checkoutFrom(buyer, address)));
    const statuses = results.map((result) => result.response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(PER_ADDRESS).fill(200),
      ...Array(buyers.length - PER_ADDRESS).fill(429),
    ]);
    expect(await stockOf(app, product.id)).toEqual({ stock: 50, reserved: PER_ADDRESS });
  });
});
