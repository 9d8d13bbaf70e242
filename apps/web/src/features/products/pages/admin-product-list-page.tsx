import { ADMIN_PAGE_SIZE_DEFAULT, MAX_PAGE_SIZE } from '@shop/shared/api';
import { type Product, productMessages } from '@shop/shared/product';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { type ProductListParams, useDeleteProduct, useProducts } from '../api/products-api.ts';
import {
  ADMIN_PRODUCT_FILTER_NAMES,
  AdminProductFilterForm,
  type AdminProductFilters,
} from '../components/admin-product-filters.tsx';
import { AdminProductTable } from '../components/admin-product-table.tsx';
import { adminProductMessages } from '../messages.ts';
import { filterKey, filtersToSearchParams, readPositiveInt, readText, withPage } from '../search-params.ts';

/** A message another product screen hands over when it sends the admin here (e.g. a failed load). */
export interface AdminProductListState {
  notice?: string;
}

function readFilters(params: URLSearchParams): AdminProductFilters {
  const filters = Object.fromEntries(
    ADMIN_PRODUCT_FILTER_NAMES.map((name) => [name, readText(params, name)]),
  ) as AdminProductFilters;
  filters.limit = String(readPositiveInt(params, 'limit', ADMIN_PAGE_SIZE_DEFAULT, MAX_PAGE_SIZE));
  return filters;
}

function toListParams({ isPublished, limit, ...rest }: AdminProductFilters, page: number): ProductListParams {
  return {
    ...rest,
    isPublished: isPublished === 'true' || isPublished === 'false' ? isPublished : undefined,
    page,
    limit: Number(limit),
  };
}

/** /admin/products: every product (published or not), filtered and paged through the query string. */
export default function AdminProductListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const notice = (useLocation().state as AdminProductListState | null)?.notice;
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const filters = readFilters(searchParams);
  const { data, isPending, isError } = useProducts(
    toListParams(filters, readPositiveInt(searchParams, 'page', 1)),
  );
  const deleteProduct = useDeleteProduct();

  const remove = (product: Product) => {
    if (!window.confirm(productMessages.deleteConfirm)) return;
    setFeedback(null);
    deleteProduct.mutate(product._id, {
      onSuccess: () => setFeedback({ tone: 'success', text: adminProductMessages.deleted }),
      onError: () => setFeedback({ tone: 'error', text: adminProductMessages.deleteFailed }),
    });
  };

  return (
    <section>
      <PageHeading>{pageTitles.admin.products}</PageHeading>
      {notice && <Alert className="mb-4">{notice}</Alert>}
      <AdminProductFilterForm
        key={filterKey(searchParams)}
        initial={filters}
        onSearch={(values) => setSearchParams(filtersToSearchParams(values))}
        onReset={() => setSearchParams(new URLSearchParams())}
      />
      <FeedbackAlert feedback={feedback} className="mb-4" />
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <Alert>{adminProductMessages.listFailed}</Alert>
      ) : data.data.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200"
        >
          {productMessages.noProducts}
        </p>
      ) : (
        <>
          <AdminProductTable
            products={data.data}
            deletingId={deleteProduct.isPending ? deleteProduct.variables : undefined}
            onDelete={remove}
          />
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            summary={adminProductMessages.resultCount(data.totalRecords)}
            onPageChange={(next) => setSearchParams(withPage(searchParams, next))}
          />
        </>
      )}
    </section>
  );
}
