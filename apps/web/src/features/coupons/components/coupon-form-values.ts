import {
  type Coupon,
  type CouponData,
  type CouponInput,
  type CouponKind,
  couponInputSchema,
} from '@shop/shared/coupon';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the coupon form edits: numbers and days as typed text (empty: none). */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  validFrom: string;
  validTo: string;
  minimumOrder: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  isActive: boolean;
}

export type CouponFormField = keyof CouponFormValues;

export const emptyCouponFormValues: CouponFormValues = {
  code: '',
  kind: 'percentage',
  percentOff: '',
  amountOff: '',
  validFrom: '',
  validTo: '',
  minimumOrder: '',
  usageLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  isActive: true,
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function couponToFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: text(coupon.percentOff),
    amountOff: text(coupon.amountOff),
    validFrom: text(coupon.validFrom),
    validTo: text(coupon.validTo),
    minimumOrder: text(coupon.minimumOrder),
    usageLimit: text(coupon.usageLimit),
    perCustomerLimit: text(coupon.perCustomerLimit),
    firstOrderOnly: coupon.firstOrderOnly,
    isActive: coupon.isActive,
  };
}

/** '7,50' and '7.50' both read as 7.5; empty as none, unreadable text as NaN (the schema refuses it). */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

const optionalDay = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body before validation. */
export function formValuesToInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    percentOff: optionalNumber(values.percentOff),
    amountOff: optionalNumber(values.amountOff),
    validFrom: optionalDay(values.validFrom),
    validTo: optionalDay(values.validTo),
    minimumOrder: optionalNumber(values.minimumOrder),
    usageLimit: optionalNumber(values.usageLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    firstOrderOnly: values.firstOrderOnly,
    isActive: values.isActive,
  };
}

/** The form field that shows a message about a path of the body. */
export function fieldForPath(path: readonly PropertyKey[]): CouponFormField | undefined {
  const first = path[0] === undefined ? undefined : String(path[0]);
  return first !== undefined && first in emptyCouponFormValues ? (first as CouponFormField) : undefined;
}

/** Validates with the shared couponInputSchema, so every Dutch message shows under its own field. */
export const couponFormResolver: Resolver<CouponFormValues, unknown, CouponData> = (values) => {
  const result = couponInputSchema.safeParse(formValuesToInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<CouponFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldForPath(issue.path);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
