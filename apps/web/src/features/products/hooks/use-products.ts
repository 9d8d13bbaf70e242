import type { ProductData } from '@shop/shared/product';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import {
  createProduct,
  deleteProduct,
  productKeys,
  productQueries,
  updateProduct,
} from '../api/products-api.ts';
import type { ProductListParams } from '../product-list-params.ts';

export const useProducts = (params: ProductListParams) => useQuery(productQueries.list(params));

export const useProduct = (slugOrId: string) => useQuery(productQueries.detail(slugOrId));

export const useProductPage = (slug: string) => useQuery(productQueries.page(slug));

export const useProductCreator = (userId: string | null) => useQuery(productQueries.creator(userId));

export const usePriceHistory = (id: string, page: number) => useQuery(productQueries.priceHistory(id, page));

// Every product mutation makes the cached lists and details stale.
export const useCreateProduct = () =>
  useInvalidatingMutation(productKeys.all, (data: ProductData) => createProduct(data));
export const useUpdateProduct = (id: string) =>
  useInvalidatingMutation(productKeys.all, (data: ProductData) => updateProduct(id, data));
export const useDeleteProduct = () =>
  useInvalidatingMutation(productKeys.all, (id: string) => deleteProduct(id));
