import type { Paged } from '@shop/shared/api';
import {
  type Coupon,
  type CouponData,
  type CouponListQuery,
  type CouponRule,
  couponMessages,
  couponRefusal,
} from '@shop/shared/coupon';
import type { Database, Queryable } from '../../db/types.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { ruleOf, toCoupon } from './coupons.mapper.ts';
import * as repository from './coupons.repository.ts';

/** A stored code as the rules read it, with its id. */
export type CouponTerms = CouponRule & { id: string };

/** Who asks to use a code, for what, and when. */
export interface CouponRequest {
  /** The customer; null for an order without an account, which has no uses of its own. */
  userId: string | null;
  /** The goods after product discounts, before the code. */
  goodsCents: number;
  /** The customer's orders that count as orders (see `couponRefusal`). */
  customerOrders: number;
  now: Date;
}

/** What a code says about a use: its terms (null once it is gone) and why it does not apply, if it does not. */
export interface CouponCheck {
  coupon: CouponTerms | null;
  problem: string | null;
}

const termsOf = (row: repository.CouponRow): CouponTerms => ({ id: row.id, ...ruleOf(row) });

/**
 * Coupon codes (decision 055): the admin manages them; the cart asks whether one applies; the
 * order's transaction redeems one under the code's row lock and records the use, and a payment
 * that expires or is cancelled gives the use back in its own transaction.
 */
export function createCouponsService(db: Database) {
  /** Unique codes: a second one of the same code (in any case) is a conflict, not a server error. */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'coupons_code_unique')) throw conflict(couponMessages.codeTaken);
      throw error;
    }
  }

  return {
    async list({ code, page, limit }: CouponListQuery): Promise<Paged<Coupon>> {
      const rows = await repository.pageOfCoupons(db, code, { page, limit });
      return { ...rows, data: rows.data.map(toCoupon) };
    },

    async create(data: CouponData): Promise<Coupon> {
      return toCoupon({ ...(await saving(() => repository.insertCoupon(db, data))), timesUsed: 0 });
    },

    async update(id: string, data: CouponData): Promise<Coupon> {
      const row = await saving(() => repository.updateCoupon(db, id, data));
      if (!row) throw notFound(couponMessages.notFound);
      return toCoupon({ ...row, timesUsed: (await repository.countUses(db, id, null)).total });
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.deleteCoupon(db, id))) throw notFound(couponMessages.notFound);
    },

    /**
     * Whether `code` (normalised) applies to a cart on its way to an order: the customer's own
     * orders still waiting for payment do not count against it, as the checkout that follows
     * replaces them first. Only the order's transaction decides (`claimIn`).
     */
    async check(code: string, request: CouponRequest): Promise<CouponCheck> {
      const row = await repository.findByCode(db, code);
      const uses = row
        ? await repository.countUses(db, row.id, request.userId, { skipOwnPending: true })
        : { total: 0, customer: 0 };
      return {
        coupon: row ? termsOf(row) : null,
        problem: couponRefusal(row && ruleOf(row), {
          now: request.now,
          goodsCents: request.goodsCents,
          timesUsed: uses.total,
          timesUsedByCustomer: uses.customer,
          customerOrders: request.customerOrders,
        }),
      };
    },

    /**
     * Takes the code's lock in the caller's transaction, until it ends; nothing when there is no
     * such code. An order's transaction takes it before any other lock (see `orders.place`).
     */
    // Stryker disable next-line BlockStatement: `claimIn` takes the same lock; only the order of waiting changes
    async lockIn(tx: Queryable, code: string): Promise<void> {
      await repository.lockByCode(tx, code);
    },

    /**
     * In the order's transaction: locks the code's row (any other redemption of it waits until this
     * transaction ends), counts its uses as they are, and refuses with 409 and the reason when it
     * does not apply. The order then records its use with `recordIn` in the same transaction.
     */
    async claimIn(tx: Queryable, code: string, request: CouponRequest): Promise<CouponTerms> {
      const row = await repository.lockByCode(tx, code);
      const uses = row ? await repository.countUses(tx, row.id, request.userId) : { total: 0, customer: 0 };
      const problem = couponRefusal(row && ruleOf(row), {
        now: request.now,
        goodsCents: request.goodsCents,
        timesUsed: uses.total,
        timesUsedByCustomer: uses.customer,
        customerOrders: request.customerOrders,
      });
      if (problem !== null) throw conflict(problem);
      // No problem means a code that exists and is active.
      return termsOf(row!);
    },

    /** The order's use of a code it claimed, in the same transaction. */
    recordIn: (tx: Queryable, use: { couponId: string; orderId: string; userId: string | null }) =>
      repository.insertRedemption(tx, use),

    /** Gives back the use an order held (its payment expired or was cancelled); false when it held none. */
    releaseIn: (tx: Queryable, orderId: string): Promise<boolean> =>
      repository.deleteRedemptionOf(tx, orderId),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
