import type { CartCoupon, Coupon, CouponInput } from '@shop/shared/coupon';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import type { Actor } from './factories.ts';

let serial = 0;

/** A code no other test of the run uses: a prefix, a counter and a random tail, in capitals. */
export const uniqueCode = (prefix = 'CODE') =>
  `${prefix}${++serial}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A coupon made by the admin through the API (a fresh code unless the input names one). */
export async function createCoupon(
  app: TestApp,
  admin: Actor,
  input: Partial<CouponInput> & Pick<CouponInput, 'kind'>,
): Promise<Coupon> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: admin.headers,
    payload: { code: uniqueCode(), ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The admin changes a coupon: its input as it was, with `changes`. */
export async function changeCoupon(
  app: TestApp,
  admin: Actor,
  coupon: Coupon,
  changes: Partial<CouponInput>,
) {
  const { _id, timesUsed: _, createdAt: __, updatedAt: ___, ...input } = coupon;
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/coupons/${_id}`,
    headers: admin.headers,
    payload: { ...input, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Coupon;
}

/** PUT /api/cart/coupon as the buyer. */
export const applyCoupon = (app: TestApp, who: Actor, code: string) =>
  app.inject({ method: 'PUT', url: '/api/cart/coupon', headers: who.headers, payload: { code } });

/** The buyer's cart code as GET /api/cart/coupon answers it. */
export async function cartCouponOf(app: TestApp, who: Actor): Promise<CartCoupon | null> {
  const response = await app.inject({ method: 'GET', url: '/api/cart/coupon', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
