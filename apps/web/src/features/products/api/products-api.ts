import type { Paged } from '@shop/shared/api';
import type { PriceChangeEntry, Product, ProductData } from '@shop/shared/product';
import type { User } from '@shop/shared/user';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, nullWhenNotFound, toQuery } from '../../../lib/api-client.ts';
import type { ProductListParams } from '../product-list-params.ts';

export const fetchProducts = (params: ProductListParams) =>
  api.get<Paged<Product>>(`/products${toQuery({ ...params })}`);

export const fetchProduct = (slugOrId: string) =>
  api.get<Product>(`/products/${encodeURIComponent(slugOrId)}`);

/** Who created a product (GET /user/{id}); admins only. */
export const fetchProductCreator = (userId: string) => api.get<User>(`/user/${encodeURIComponent(userId)}`);

/** A page of a product's price changes, the newest first (GET /admin/products/{id}/price-history); admins only. */
export const fetchPriceHistory = (id: string, page: number) =>
  api.get<Paged<PriceChangeEntry>>(
    `/admin/products/${encodeURIComponent(id)}/price-history${toQuery({ page })}`,
  );

export const createProduct = (data: ProductData) => api.post<Product>('/products', data);

export const updateProduct = (id: string, data: ProductData) =>
  api.put<Product>(`/products/${encodeURIComponent(id)}`, data);

export const deleteProduct = (id: string) => api.delete(`/products/${encodeURIComponent(id)}`);

export const productKeys = {
  all: ['products'] as const,
  list: (params: ProductListParams) => [...productKeys.all, 'list', params] as const,
  detail: (slugOrId: string) => [...productKeys.all, 'detail', slugOrId] as const,
  page: (slug: string) => [...productKeys.detail(slug), 'page'] as const,
  creator: (userId: string | null) => [...productKeys.all, 'creator', userId] as const,
  priceHistory: (id: string, page: number) => [...productKeys.all, 'price-history', id, page] as const,
};

export const productQueries = {
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: productKeys.list(params),
      queryFn: () => fetchProducts(params),
      placeholderData: keepPreviousData,
    }),
  detail: (slugOrId: string) =>
    queryOptions({ queryKey: productKeys.detail(slugOrId), queryFn: () => fetchProduct(slugOrId) }),
  /** The shop's product page: an unknown or hidden product is `null`. */
  page: (slug: string) =>
    queryOptions({ queryKey: productKeys.page(slug), queryFn: () => nullWhenNotFound(fetchProduct(slug)) }),
  /** A deleted creator answers 404: shown as unknown, never retried. */
  creator: (userId: string | null) =>
    queryOptions({
      queryKey: productKeys.creator(userId),
      queryFn: () => fetchProductCreator(userId ?? ''),
      enabled: userId !== null,
      retry: false,
    }),
  priceHistory: (id: string, page: number) =>
    queryOptions({
      queryKey: productKeys.priceHistory(id, page),
      queryFn: () => fetchPriceHistory(id, page),
      placeholderData: keepPreviousData,
    }),
};
