import type { Coupon, CouponRule } from '@shop/shared/coupon';
import { toEuros } from '@shop/shared/money';
import type { CouponRow, CouponWithUses } from './coupons.repository.ts';

/** A code as the admin API answers it: amounts in euros, days as 'YYYY-MM-DD'. */
export function toCoupon(row: CouponWithUses): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : toEuros(row.amountOffCents),
    validFrom: row.validFrom,
    validTo: row.validTo,
    minimumOrder: row.minimumOrderCents === null ? null : toEuros(row.minimumOrderCents),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    isActive: row.isActive,
    timesUsed: row.timesUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the shared rules read of a stored code. */
export function ruleOf(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    validFrom: row.validFrom,
    validTo: row.validTo,
    minimumOrderCents: row.minimumOrderCents,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    isActive: row.isActive,
  };
}
