import { productMessages } from '@shop/shared/product-constants';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { readListParams } from '../../../lib/list/list-params.ts';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { productQueries } from '../api/products-api.ts';
import { ProductCard } from '../components/product-card.tsx';
import { ShopSearchForm } from '../components/shop-search-form.tsx';
import { useProducts } from '../hooks/use-products.ts';
import { shopMessages } from '../messages.ts';
import { shopListParams, shopListSchema } from '../product-list-params.ts';

/** The page of products the query string asks for. */
export const prefetch: Prefetch = (queryClient, { request }) => {
  const values = readListParams(shopListSchema, new URL(request.url).searchParams);
  return queryClient.prefetchQuery(productQueries.list(shopListParams(values)));
};

export const meta: PageMetaFor = () => ({
  title: pageTitles.shop,
  description: shopMessages.metaDescription,
  path: paths.shop(),
});

/** 'Onze pakketten': the published products, filtered and paged through the query string. */
export default function ShopPage() {
  const list = useListParams(shopListSchema);
  const { data, isPending, isError, error, refetch } = useProducts(shopListParams(list.values));
  const { title, category, brand, caffeine, fructose } = list.values;

  return (
    <section>
      <PageHeading>{pageTitles.shop}</PageHeading>
      <ShopSearchForm initial={{ title, category, brand, caffeine, fructose }} onSearch={list.search} />
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <LoadFailure error={error} fallback={shopMessages.loadFailed} onRetry={refetch} />
      ) : data.data.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200"
        >
          {productMessages.noProducts}
        </p>
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.data.map((product, index) => (
              // The first card is the largest paint on a phone.
              <ProductCard key={product._id} product={product} priority={index === 0} />
            ))}
          </div>
          <Pager page={data.page} totalPages={data.totalPages} onPageChange={list.goToPage} />
        </>
      )}
    </section>
  );
}
