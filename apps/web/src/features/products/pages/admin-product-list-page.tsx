import { productMessages } from '@shop/shared/product';
import { useLocation } from 'react-router';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { adminProductMessages } from '../admin-messages.ts';
import { adminProductFilterFields } from '../components/admin-product-filters.ts';
import { AdminProductTable } from '../components/admin-product-table.tsx';
import { useDeleteProduct, useProducts } from '../hooks/use-products.ts';
import { adminProductListParams, adminProductListSchema } from '../product-list-params.ts';

/** A message another product screen hands over when it sends the admin here (e.g. a failed load). */
export interface AdminProductListState {
  notice?: string;
}

/** /admin/products: every product (published or not), filtered and paged through the query string. */
export default function AdminProductListPage() {
  const list = useListParams(adminProductListSchema);
  const notice = (useLocation().state as AdminProductListState | null)?.notice;
  const { data, isPending, isError, error, refetch } = useProducts(adminProductListParams(list.values));
  const deletion = useConfirmedDelete(useDeleteProduct(), {
    confirm: productMessages.deleteConfirm,
    deleted: adminProductMessages.deleted,
    failed: adminProductMessages.deleteFailed,
  });

  return (
    <ListScreen
      title={pageTitles.admin.products}
      notice={notice && <Alert className="mb-4">{notice}</Alert>}
      filters={{
        label: adminProductMessages.filtersLabel,
        fields: adminProductFilterFields,
        noValidate: true,
        actions: (
          <LinkButton to={paths.admin.newProduct()} variant="secondary" className="sm:ml-auto">
            {adminProductMessages.newProduct}
          </LinkButton>
        ),
      }}
      list={list}
      deletion={deletion}
    >
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <LoadFailure error={error} fallback={adminProductMessages.listFailed} onRetry={refetch} />
      ) : (
        <>
          <AdminProductTable
            products={data.data}
            deletingId={deletion.deletingId}
            onDelete={(product) => deletion.remove(product._id)}
          />
          {data.data.length > 0 && (
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              summary={adminProductMessages.resultCount(data.totalRecords)}
              onPageChange={list.goToPage}
            />
          )}
        </>
      )}
    </ListScreen>
  );
}
