import type { Paged } from '@shop/shared/api';
import type { Product, ProductData } from '@shop/shared/product';
import type { User } from '@shop/shared/user';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';

/** The filters GET /products understands (empty values are dropped by toQuery). */
export interface ProductListParams {
  title?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  isPublished?: 'true' | 'false' | undefined;
  priceMin?: string | undefined;
  priceMax?: string | undefined;
  discountMin?: string | undefined;
  discountMax?: string | undefined;
  stockMin?: string | undefined;
  stockMax?: string | undefined;
  page: number;
  limit: number;
}

const productKeys = {
  all: ['products'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (slugOrId: string) => ['products', 'detail', slugOrId] as const,
};

export const fetchProducts = (params: ProductListParams) =>
  api.get<Paged<Product>>(`/products${toQuery({ ...params })}`);

export const fetchProduct = (slugOrId: string) =>
  api.get<Product>(`/products/${encodeURIComponent(slugOrId)}`);

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: () => fetchProducts(params),
    placeholderData: keepPreviousData,
  });

export const productQuery = (slugOrId: string) =>
  queryOptions({ queryKey: productKeys.detail(slugOrId), queryFn: () => fetchProduct(slugOrId) });

export const useProducts = (params: ProductListParams) => useQuery(productListQuery(params));

export const useProduct = (slugOrId: string) => useQuery(productQuery(slugOrId));

/** Who created a product (GET /user/{id}); admins only. */
export const useProductCreator = (userId: string | null) =>
  useQuery({
    queryKey: ['users', 'detail', userId],
    queryFn: () => api.get<User>(`/user/${encodeURIComponent(userId ?? '')}`),
    enabled: userId !== null,
    retry: false,
  });

/** Every product mutation makes the cached lists and details stale. */
function useProductMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export const useCreateProduct = () =>
  useProductMutation((data: ProductData) => api.post<Product>('/products', data));

export const useUpdateProduct = (id: string) =>
  useProductMutation((data: ProductData) => api.put<Product>(`/products/${encodeURIComponent(id)}`, data));

export const useDeleteProduct = () =>
  useProductMutation((id: string) => api.delete(`/products/${encodeURIComponent(id)}`));
