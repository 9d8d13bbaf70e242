import { MAX_PAGE_SIZE } from '@shop/shared/page-sizes';
import { SHOP_PAGE_SIZE } from '@shop/shared/product-constants';
import { type ListValues, listParam, listSchema } from '../../lib/list/list-params.ts';

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
  caffeine?: 'true' | 'false' | '' | undefined;
  fructose?: 'true' | 'false' | '' | undefined;
  page: number;
  limit: number;
}

/** The shop's search in the query string (spec 2): 12 per page unless the URL says otherwise. */
export const shopListSchema = listSchema({
  title: listParam.text(),
  category: listParam.text(),
  brand: listParam.text(),
  /** 'met cafeïne' (decision 061). */
  caffeine: listParam.oneOf(['', 'true'], ''),
  /** 'zonder fructose': stated to hold none (decision 061). */
  fructose: listParam.oneOf(['', 'false'], ''),
  page: listParam.page(),
  limit: listParam.positiveInt(SHOP_PAGE_SIZE, MAX_PAGE_SIZE),
});

/** The admin product list in the query string, in the order it is written (spec 2). */
export const adminProductListSchema = listSchema({
  title: listParam.text(),
  brand: listParam.text(),
  category: listParam.text(),
  isPublished: listParam.oneOf(['', 'true', 'false'], ''),
  priceMin: listParam.text(),
  priceMax: listParam.text(),
  discountMin: listParam.text(),
  discountMax: listParam.text(),
  stockMin: listParam.text(),
  stockMax: listParam.text(),
  limit: listParam.pageSize(),
  page: listParam.page(),
});

/** GET /products for the admin list: every product, published or not unless filtered. */
export function adminProductListParams({
  isPublished,
  ...rest
}: ListValues<typeof adminProductListSchema>): ProductListParams {
  return { ...rest, isPublished: isPublished || undefined };
}

/** GET /products for the shop: published products only. */
export function shopListParams(values: ListValues<typeof shopListSchema>): ProductListParams {
  return { ...values, isPublished: 'true' };
}
