import { orderMessages } from '@shop/shared/order';
import { useLocation } from 'react-router';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { downloadOrdersCsv } from '../api/orders-api.ts';
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

  return (
    <ListScreen
      title={pageTitles.admin.orders}
      filters={{ label: m.filtersTitle, fields: orderFilterFields }}
      list={list}
      deletion={deletion}
    >
      <div className="mb-4 flex flex-wrap items-start justify-end gap-3">
        <p className="text-sm text-stone-600 sm:mt-2">{m.exportHint}</p>
        <DownloadButton fetchFile={() => downloadOrdersCsv(list.values)} failedText={m.exportFailed}>
          {m.exportCsv}
        </DownloadButton>
      </div>
      <PagedResults
        query={orders}
        loadFailed={m.loadFailed}
        summary={m.resultCount}
        onPageChange={list.goToPage}
      >
        {(data) => (
          <OrderTable
            orders={data}
            deletingId={deletion.deletingId}
            onDelete={(order) => deletion.remove(order._id)}
          />
        )}
      </PagedResults>
    </ListScreen>
  );
}
