import { orderMessages } from '@shop/shared/order';
import { useLocation } from 'react-router';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { orderFilterFields } from '../components/order-filters.ts';
import { OrderTable } from '../components/order-table.tsx';
import { useAdminOrders, useDeleteOrder } from '../hooks/use-orders.ts';
import { orderPageMessages as m } from '../messages.ts';
import { orderListSchema } from '../order-list-params.ts';

export default function AdminOrderListPage() {
  const list = useListParams(orderListSchema);
  const orders = useAdminOrders(list.values);
  // Arriving from a detail page that deleted its order.
  const deletedOnDetail = (useLocation().state as { deleted?: boolean } | null)?.deleted === true;
  const deletion = useConfirmedDelete(
    useDeleteOrder(),
    {
      confirm: orderMessages.deleteConfirm,
      deleted: orderMessages.deleted,
      failed: orderMessages.deleteFailed,
    },
    deletedOnDetail ? { tone: 'success', text: orderMessages.deleted } : null,
  );

  function results() {
    if (orders.isPending) return <LoadingText />;
    if (orders.isError) return <Alert>{m.loadFailed}</Alert>;
    const { data, page, totalPages, totalRecords } = orders.data;
    return (
      <>
        <OrderTable
          orders={data}
          deletingId={deletion.deletingId}
          onDelete={(order) => deletion.remove(order._id)}
        />
        {data.length > 0 && (
          <Pager
            page={page}
            totalPages={totalPages}
            summary={m.resultCount(totalRecords)}
            onPageChange={list.goToPage}
          />
        )}
      </>
    );
  }

  return (
    <ListScreen
      title={pageTitles.admin.orders}
      filters={{ label: m.filtersTitle, fields: orderFilterFields }}
      list={list}
      deletion={deletion}
    >
      {results()}
    </ListScreen>
  );
}
