import { apiMessages } from '@shop/shared/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import {
  checkoutBody,
  checkoutEvent,
  emulatedSession,
  mailsAbout,
  payOnHostedPage,
  payWithCard,
  saveCart,
  sendSignedEvent,
  startCheckout,
} from '../../../test/payments.ts';
import { openShop, servicesOf, stockOf } from '../../../test/shop.ts';
import { notifications } from '../../db/schema/notifications.ts';

/** The whole checkout through the API: cart to order, the hosted payment page, and paying. */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());
const orderOf = async (who: Actor, sessionId: string) => {
  const list = await app.inject({ method: 'GET', url: '/api/orders/my', headers: who.headers });
  return (list.json().data as { _id: string; status: string; stripeSessionId: string; total: number }[]).find(
    (order) => order.stripeSessionId === sessionId,
  );
};
const statusOf = async (who: Actor, sessionId: string) => (await orderOf(who, sessionId))?.status;
async function buyer(
  items: {
    price?: number;
    stock?: number;
    discount?: { type: 'percentage' | 'fixed'; value: number } | null;
  }[] = [{}],
) {
  const who = await actor(app);
  const created = [];
  for (const item of items) {
    created.push(
      await createProduct(
        app,
        { price: item.price ?? 10, stock: item.stock ?? 5, discount: item.discount ?? null },
        admin.id,
      ),
    );
  }
  await saveCart(
    app,
    who,
    created.map((p) => ({ _id: p.id, quantity: 2 })),
  );
  return { who, products: created };
}

describe('checkout', () => {
  it('builds the order from server prices and reserves the stock', async () => {
    const {
      who,
      products: [product],
    } = await buyer([{ price: 12.5, stock: 5, discount: { type: 'fixed', value: 2.5 } }]);
    const { response, sessionId } = await startCheckout(app, who);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/\/betalen\/cs_test_/);
    const session = await emulatedSession(app, sessionId);
    expect(session).toMatchObject({
      amount_total: 2000,
      locale: 'nl',
      payment_method_types: ['card', 'ideal', 'bancontact'],
      metadata: { userId: who.id, firstName: 'Sanne', lastName: 'de Vries' },
    });
    expect(session.success_url).toBe('http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://localhost:3000/cart');
    expect(await stockOf(app, product!.id)).toEqual({ stock: 5, reserved: 2 });
    expect(await orderOf(who, sessionId)).toMatchObject({ status: 'pending', total: 20 });
  });

  it('answers 409 for an empty cart and for stock that ran out, without keeping anything', async () => {
    const empty = await actor(app);
    const noCart = await startCheckout(app, empty);
    expect(noCart.response.statusCode).toBe(409);
    expect(noCart.response.json().error.message).toBe('Je winkelwagen is leeg.');

    const {
      who,
      products: [plenty, scarce],
    } = await buyer([{ stock: 10 }, { stock: 1 }]);
    const { response } = await startCheckout(app, who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('Niet genoeg voorraad');
    expect(await stockOf(app, plenty!.id)).toEqual({ stock: 10, reserved: 0 });
    expect(await stockOf(app, scarce!.id)).toEqual({ stock: 1, reserved: 0 });
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders/my', headers: who.headers })).json().totalRecords,
    ).toBe(0);
  });

  it('validates the address', async () => {
    const { who } = await buyer();
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      headers: who.headers,
      payload: await checkoutBody(app, { street: ' ' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.street).toEqual(['Verplicht veld']);
  });

  it('lets only one of two buyers have the last item', async () => {
    const product = await createProduct(app, { stock: 1 }, admin.id);
    const [first, second] = [await actor(app), await actor(app)];
    await saveCart(app, first, [{ _id: product.id, quantity: 1 }]);
    await saveCart(app, second, [{ _id: product.id, quantity: 1 }]);
    const results = await Promise.all([startCheckout(app, first), startCheckout(app, second)]);
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(app, product.id)).toEqual({ stock: 1, reserved: 1 });
  });
});

describe('paying', () => {
  it('pays with 4242: paid once, stock sold, cart cleared, one e-mail, a notification', async () => {
    const {
      who,
      products: [product],
    } = await buyer([{ price: 10, stock: 5 }]);
    const { sessionId } = await startCheckout(app, who);
    const page = await app.inject({ method: 'GET', url: `/betalen/${sessionId}` });
    expect(page.body).toContain('Loopvoeding');
    expect(page.body).toContain('2 × ');

    const paid = await payWithCard(app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/success?session_id=${sessionId}`);

    await expect.poll(() => statusOf(who, sessionId)).toBe('paid');
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/checkout/success',
      headers: who.headers,
      payload: { sessionId },
    });
    expect(confirm.json().status).toBe('paid');

    expect(await stockOf(app, product!.id)).toEqual({ stock: 3, reserved: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json()).toEqual([]);
    const order = (await orderOf(who, sessionId))!;
    await expect.poll(() => mailsAbout(app, order._id).length).toBe(1);
    const [mail] = mailsAbout(app, order._id);
    expect(mail).toContain('Bevestiging van je bestelling');
    expect(mail).toContain('Stationsstraat 10-C');
    const received = await app.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(received.map((n) => n.icon)).toEqual(['package']);
  });

  it('a declined card leaves the order unpaid and the cart intact', async () => {
    const {
      who,
      products: [product],
    } = await buyer();
    const { sessionId } = await startCheckout(app, who);
    const declined = await payWithCard(app, sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Je kaart is geweigerd');
    expect(await statusOf(who, sessionId)).toBe('pending');
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json()).toHaveLength(
      1,
    );
    expect(await stockOf(app, product!.id)).toEqual({ stock: 5, reserved: 2 });
  });

  it('pays with iDEAL after choosing a bank', async () => {
    const { who } = await buyer();
    const { sessionId } = await startCheckout(app, who);
    const response = await payOnHostedPage(app, sessionId, { method: 'ideal', bank: 'ING' });
    expect(response.statusCode).toBe(303);
    await expect.poll(() => statusOf(who, sessionId)).toBe('paid');
  });

  it('expiry releases the reserved stock', async () => {
    const {
      who,
      products: [product],
    } = await buyer([{ stock: 4 }]);
    const { sessionId } = await startCheckout(app, who);
    expect(await stockOf(app, product!.id)).toEqual({ stock: 4, reserved: 2 });
    await app.inject({
      method: 'POST',
      url: `/v1/checkout/sessions/${sessionId}/expire`,
      headers: { authorization: `Bearer ${app.config.paymentEmulatorKey}` },
    });
    await expect.poll(() => statusOf(who, sessionId)).toBe('expired');
    expect(await stockOf(app, product!.id)).toEqual({ stock: 4, reserved: 0 });
  });

  it('ten checkouts of one buyer at once leave one pending order, holding its stock once', async () => {
    const {
      who,
      products: [product],
    } = await buyer([{ stock: 40 }]);
    const attempts = await Promise.all(Array.from({ length: 10 }, () => startCheckout(app, who)));
    const statuses = attempts.map((attempt) => attempt.response.statusCode);
    // Replaced (409), or on a loaded machine still waiting its turn after 10 s (503 busy).
    expect(
      statuses.every((status) => status === 200 || status === 409 || status === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    for (const attempt of attempts.filter((a) => a.response.statusCode !== 200)) {
      expect(attempt.response.json().error.message).toBe(
        attempt.response.statusCode === 409
          ? 'Je bent intussen opnieuw begonnen met afrekenen; ga verder in het nieuwste venster.'
          : apiMessages.busy,
      );
    }
    const mine = (
      await app.inject({ method: 'GET', url: '/api/orders/my?limit=50', headers: who.headers })
    ).json().data as { status: string; stripeSessionId: string | null }[];
    const pending = mine.filter((order) => order.status === 'pending');
    expect(pending).toHaveLength(1);
    // A replaced order is cancelled, or expired when its session's expiry event (sent as the
    // replacement expired the session) is handled first: either way it holds nothing.
    expect(
      mine
        .map((order) => order.status)
        .filter((status) => !['pending', 'cancelled', 'expired'].includes(status)),
    ).toEqual([]);
    expect(await stockOf(app, product!.id)).toEqual({ stock: 40, reserved: 2 });
    // The one left is payable; every other session that was made is closed.
    expect((await emulatedSession(app, pending[0]!.stripeSessionId!)).status).toBe('open');
    for (const attempt of attempts.filter(
      (a) => a.sessionId && a.sessionId !== pending[0]!.stripeSessionId,
    )) {
      expect((await emulatedSession(app, attempt.sessionId)).status).toBe('expired');
    }
  });

  it('orders one buyer places at once replace each other in turn, so their stock is held once', async () => {
    const who = await actor(app);
    const product = await createProduct(app, { price: 10, stock: 2 }, admin.id);
    const line = {
      productId: product.id,
      title: product.title,
      quantity: 2,
      unitPriceCents: 1000,
      vatClass: 'reduced' as const,
    };
    const placed = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        servicesOf(app).orders.place({ userId: who.id, userEmail: who.email, vatCountry: 'NL' }, [line]),
      ),
    );
    expect(placed.map((result) => result.status)).toEqual(Array(8).fill('fulfilled'));
    const mine = (
      await app.inject({ method: 'GET', url: '/api/orders/my?limit=50', headers: who.headers })
    ).json().data as { status: string }[];
    expect(mine.map((order) => order.status).sort()).toEqual([...Array(7).fill('cancelled'), 'pending']);
    expect(await stockOf(app, product.id)).toEqual({ stock: 2, reserved: 2 });
  });

  it('a new checkout replaces an unfinished one instead of holding stock twice', async () => {
    const {
      who,
      products: [product],
    } = await buyer([{ stock: 3 }]);
    const first = await startCheckout(app, who);
    const second = await startCheckout(app, who);
    expect(second.response.statusCode).toBe(200);
    expect(await statusOf(who, first.sessionId)).toBe('cancelled');
    expect(await stockOf(app, product!.id)).toEqual({ stock: 3, reserved: 2 });
  });

  it('the success call and the webhooks race safely: one paid transition, one stock decrement, one e-mail', async () => {
    for (let round = 0; round < 6; round++) {
      const {
        who,
        products: [product],
      } = await buyer([{ stock: 5 }]);
      const { sessionId } = await startCheckout(app, who);
      await payWithCard(app, sessionId);
      const session = await emulatedSession(app, sessionId);
      await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/checkout/success',
          headers: who.headers,
          payload: { sessionId },
        }),
        app.inject({
          method: 'POST',
          url: '/api/checkout/success',
          headers: who.headers,
          payload: { sessionId },
        }),
        sendSignedEvent(app, checkoutEvent('checkout.session.completed', session)),
        sendSignedEvent(app, checkoutEvent('checkout.session.async_payment_succeeded', session)),
      ]);
      await expect.poll(() => statusOf(who, sessionId)).toBe('paid');
      expect(await stockOf(app, product!.id)).toEqual({ stock: 3, reserved: 0 });
      const order = (await orderOf(who, sessionId))!;
      await expect.poll(() => mailsAbout(app, order._id).length).toBe(1);
    }
  });
});
