import { type CartCoupon, couponReduction } from '@shop/shared/coupon';
import { toEuros } from '@shop/shared/money';
import { conflict } from '../../lib/http-errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { pricedLines } from './checkout.service.ts';

interface Dependencies {
  cart: CartService;
  coupons: CouponsService;
  orders: OrdersService;
}

/**
 * The coupon code of a buyer's cart (decision 055): applied when it applies, kept with the cart on
 * the server, and shown with what it takes off the cart as it is now or why it no longer applies.
 * Checkout redeems it when the order is placed (`orders.place`), which decides again.
 */
export function createCartCouponService({ cart, coupons, orders }: Dependencies) {
  /** What `code` does for the user's cart now, as the cart shows it. */
  async function evaluate(userId: string, code: string): Promise<CartCoupon> {
    const lines = pricedLines(await cart.lines(userId));
    const lineGross = lines.map((line) => line.unitPriceCents * line.quantity);
    const { coupon, problem } = await coupons.check(code, {
      userId,
      goodsCents: lineGross.reduce((sum, gross) => sum + gross, 0),
      customerOrders: await orders.countPlaced(userId),
      now: new Date(),
    });
    // No problem means a code that exists and is active.
    const applying = problem === null ? coupon! : null;
    return {
      code,
      kind: coupon?.kind ?? null,
      problem,
      // Shipping is chosen at checkout: the cart says only that it will cost nothing.
      discount: applying ? toEuros(couponReduction(applying, lineGross, 0).goodsCents) : 0,
      freeShipping: applying?.kind === 'free_shipping',
    };
  }

  return {
    /** The kept code and what it does now; null when the cart has none. */
    async get(userId: string): Promise<CartCoupon | null> {
      const code = await cart.couponCode(userId);
      return code === null ? null : evaluate(userId, code);
    },

    /**
     * Applies a code (normalised) to the cart, in place of the one kept before. A code that does
     * not apply to the cart as it is is refused with 409 and the reason, and the earlier code stays.
     */
    async apply(userId: string, code: string): Promise<CartCoupon> {
      const state = await evaluate(userId, code);
      if (state.problem !== null) throw conflict(state.problem);
      await cart.keepCouponCode(userId, code);
      return state;
    },

    remove: (userId: string): Promise<void> => cart.forgetCouponCode(userId),
  };
}

export type CartCouponService = ReturnType<typeof createCartCouponService>;
