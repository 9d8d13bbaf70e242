import { orderStatuses } from '@shop/shared/order';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

/** The admin order list in the query string, in the order it is written (spec 2). */
export const orderListSchema = listSchema({
  userEmail: listParam.text(),
  /** An unknown status filters nothing. */
  status: listParam.oneOf(['', ...orderStatuses], ''),
  stripeSessionId: listParam.text(),
  stripePaymentIntentId: listParam.text(),
  cartTitle: listParam.text(),
  firstName: listParam.text(),
  lastName: listParam.text(),
  city: listParam.text(),
  country: listParam.text(),
  from: listParam.text(),
  to: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});

export type OrderListParams = ListValues<typeof orderListSchema>;
