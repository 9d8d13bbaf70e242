import { productMessages, SHOP_PAGE_SIZE } from '@shop/shared/product';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { useProducts } from '../api/products-api.ts';
import { ProductCard } from '../components/product-card.tsx';
import { ShopSearchForm } from '../components/shop-search-form.tsx';
import { shopMessages } from '../messages.ts';
import { filterKey, filtersToSearchParams, readPositiveInt, readText, withPage } from '../search-params.ts';

const MAX_LIMIT = 100;

/** 'Onze pakketten': the published products, filtered and paged through the query string. */
export default function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = {
    title: readText(searchParams, 'title'),
    category: readText(searchParams, 'category'),
    brand: readText(searchParams, 'brand'),
  };
  const limit = readPositiveInt(searchParams, 'limit', SHOP_PAGE_SIZE, MAX_LIMIT);
  const page = readPositiveInt(searchParams, 'page', 1);
  const { data, isPending, isError } = useProducts({ ...filters, isPublished: 'true', page, limit });

  const search = (values: Record<string, string>) => {
    const next = filtersToSearchParams(values);
    const requestedLimit = searchParams.get('limit');
    if (requestedLimit) next.set('limit', requestedLimit);
    setSearchParams(next);
  };

  return (
    <section>
      <PageHeading>{pageTitles.shop}</PageHeading>
      <ShopSearchForm key={filterKey(searchParams)} initial={filters} onSearch={search} />
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <Alert>{shopMessages.loadFailed}</Alert>
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
            {data.data.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </div>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            onPageChange={(next) => setSearchParams(withPage(searchParams, next))}
          />
        </>
      )}
    </section>
  );
}
