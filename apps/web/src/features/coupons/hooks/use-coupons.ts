import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import {
  couponKeys,
  couponQueries,
  createCoupon,
  deleteCoupon,
  updateCoupon,
} from '../api/coupons-admin-api.ts';
import type { CouponListParams } from '../coupon-list-params.ts';

export const useCoupons = (params: CouponListParams) => useQuery(couponQueries.list(params));
export const useCreateCoupon = () => useInvalidatingMutation(couponKeys.all, createCoupon);
export const useUpdateCoupon = () => useInvalidatingMutation(couponKeys.all, updateCoupon);
export const useDeleteCoupon = () => useInvalidatingMutation(couponKeys.all, deleteCoupon);
