// Attack class: racing for stock. Fifty different buyers start a checkout for the last unit at the
// same moment: exactly one order holds it, nothing is sold twice or below zero, and every other
// buyer is told, in the spec's words, that it ran out (409, never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type Actor, actor, createProduct } from '../factories.ts';
import { saveCart, startCheckout } from '../payments.ts';
import { openShop, stockOf } from '../shop.ts';

const BUYERS = 50;

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

describe('the last unit', () => {
  it(`goes to exactly one of ${BUYERS} buyers checking out at once`, async () => {
    const product = await createProduct(app, { title: 'Laatste Gel Citroen', stock: 1 }, admin.id);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => actor(app)));
    for (const buyer of buyers) await saveCart(app, buyer, [{ _id: product.id, quantity: 1 }]);

    const attempts = await Promise.all(buyers.map((buyer) => startCheckout(app, buyer)));

    const statuses = attempts.map((attempt) => attempt.response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 1);
    for (const attempt of attempts.filter((a) => a.response.statusCode === 409)) {
      expect(attempt.response.json().error.message).toBe(
        'Niet genoeg voorraad meer voor Laatste Gel Citroen.',
      );
    }
    expect(await stockOf(app, product.id)).toEqual({ stock: 1, reserved: 1 });

    // Only the winner has an order; every other buyer keeps the cart to try again later.
    const ordersOf = async (buyer: Actor) =>
      (await app.inject({ method: 'GET', url: '/api/orders/my', headers: buyer.headers })).json().data as {
        status: string;
      }[];
    const winner = buyers[statuses.indexOf(200)]!;
    expect((await ordersOf(winner)).map((order) => order.status)).toEqual(['pending']);
    const losers = buyers.filter((buyer) => buyer !== winner);
    for (const loser of losers.slice(0, 5)) {
      expect(await ordersOf(loser)).toEqual([]);
      const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: loser.headers });
      expect(cart.json()).toHaveLength(1);
    }
  });
});
