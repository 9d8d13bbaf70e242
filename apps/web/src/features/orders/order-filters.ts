import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/api';
import { type OrderStatus, orderStatuses } from '@shop/shared/order';

/** The text filters of the admin order list, in form order; each is also its query-string key. */
export const orderFilterKeys = [
  'userEmail',
  'status',
  'stripeSessionId',
  'stripePaymentIntentId',
  'cartTitle',
  'firstName',
  'lastName',
  'city',
  'country',
  'from',
  'to',
] as const;
export type OrderFilterKey = (typeof orderFilterKeys)[number];
export type OrderFilterValues = Record<OrderFilterKey, string>;

export interface OrderListState {
  filters: OrderFilterValues;
  page: number;
  limit: number;
}

export const emptyOrderFilters: OrderFilterValues = Object.fromEntries(
  orderFilterKeys.map((key) => [key, '']),
) as OrderFilterValues;

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** Reads the list state from the URL; unknown statuses and page sizes fall back to the defaults. */
export function readOrderListState(search: URLSearchParams): OrderListState {
  const filters = { ...emptyOrderFilters };
  for (const key of orderFilterKeys) filters[key] = search.get(key)?.trim() ?? '';
  if (!isOrderStatus(filters.status)) filters.status = '';
  const limit = positiveInteger(search.get('limit'));
  return {
    filters,
    page: positiveInteger(search.get('page')) ?? 1,
    limit: (ADMIN_PAGE_SIZE_OPTIONS as readonly number[]).includes(limit ?? 0)
      ? (limit as number)
      : ADMIN_PAGE_SIZE_DEFAULT,
  };
}

/** The URL (and API) query of a list state: empty filters are dropped, page and limit always kept. */
export function orderListSearch({ filters, page, limit }: OrderListState): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of orderFilterKeys) {
    const value = filters[key].trim();
    if (value) search[key] = value;
  }
  search.page = String(page);
  search.limit = String(limit);
  return search;
}
