import type { CartCoupon } from '@shop/shared/coupon';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { type CartLine, cartSaved } from './cart-store.ts';

/**
 * The coupon code kept with the logged-in buyer's cart on the server (decision 055): what it takes
 * off the cart as the server has it, or why it does not apply. Each call waits until the cart's
 * queued saves have landed, so the server answers for the lines shown here. Read by the cart page
 * and checkout's summary, never by a public page.
 */
export async function fetchCartCoupon(): Promise<CartCoupon | null> {
  await cartSaved();
  return (await api.get<CartCoupon | null>('/cart/coupon')) ?? null;
}

export async function applyCartCoupon(code: string): Promise<CartCoupon> {
  await cartSaved();
  return api.put<CartCoupon>('/cart/coupon', { code });
}

export const removeCartCoupon = () => api.delete<void>('/cart/coupon');

/** The lines as the server's answer depends on them: a changed quantity asks again. */
const linesKey = (lines: readonly CartLine[]) =>
  lines.map(({ _id, quantity }) => `${_id}:${quantity}`).join(',');

export const cartCouponKeys = {
  all: ['cart', 'coupon'] as const,
  of: (lines: readonly CartLine[]) => [...cartCouponKeys.all, linesKey(lines)] as const,
};

export const cartCouponQueries = {
  of: (lines: readonly CartLine[]) =>
    queryOptions({
      queryKey: cartCouponKeys.of(lines),
      queryFn: fetchCartCoupon,
      // The code stays on screen while the cart's new answer is on its way.
      placeholderData: keepPreviousData,
    }),
};

/** The cart's code for these lines; only asked when `enabled` (a logged-in buyer whose cart was read). */
export const useCartCoupon = (lines: readonly CartLine[], enabled: boolean) =>
  useQuery({ ...cartCouponQueries.of(lines), enabled });
