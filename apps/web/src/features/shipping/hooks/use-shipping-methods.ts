import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import {
  adminShippingKeys,
  adminShippingQueries,
  createShippingMethod,
  deleteShippingMethod,
  updateShippingMethod,
} from '../api/shipping-admin-api.ts';

export const useShippingMethods = () => useQuery(adminShippingQueries.list());
export const useCreateShippingMethod = () =>
  useInvalidatingMutation(adminShippingKeys.all, createShippingMethod);
export const useUpdateShippingMethod = () =>
  useInvalidatingMutation(adminShippingKeys.all, updateShippingMethod);
export const useDeleteShippingMethod = () =>
  useInvalidatingMutation(adminShippingKeys.all, deleteShippingMethod);
