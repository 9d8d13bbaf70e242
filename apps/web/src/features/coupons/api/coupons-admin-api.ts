import type { Paged } from '@shop/shared/api';
import type { Coupon, CouponInput } from '@shop/shared/coupon';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import type { CouponListParams } from '../coupon-list-params.ts';

const path = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

/** GET /admin/coupons with the list's code filter, page and page size (empty filters dropped). */
export const fetchCoupons = (params: CouponListParams) =>
  api.get<Paged<Coupon>>(`/admin/coupons${toQuery(params)}`);
export const createCoupon = (input: CouponInput) => api.post<Coupon>('/admin/coupons', input);
export const updateCoupon = ({ id, input }: { id: string; input: CouponInput }) =>
  api.put<Coupon>(path(id), input);
export const deleteCoupon = (id: string) => api.delete<void>(path(id));

export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (params: CouponListParams) => [...couponKeys.lists(), params] as const,
};

export const couponQueries = {
  list: (params: CouponListParams) =>
    queryOptions({
      queryKey: couponKeys.list(params),
      queryFn: () => fetchCoupons(params),
      placeholderData: keepPreviousData,
    }),
};
