import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The admin's coupon list in the query string: a part of the code, the page and its size. */
export const couponListSchema = listSchema({
  code: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});

export type CouponListParams = ListValues<typeof couponListSchema>;
