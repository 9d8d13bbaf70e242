import { type Order, orderMessages } from '@shop/shared/order';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { useAdminOrders, useDeleteOrder } from '../api/orders-api.ts';
import { OrderFilterForm } from '../components/order-filter-form.tsx';
import { OrderTable } from '../components/order-table.tsx';
import { orderPageMessages as m } from '../messages.ts';
import {
  type OrderFilterValues,
  type OrderListState,
  orderListSearch,
  readOrderListState,
} from '../order-filters.ts';

export default function AdminOrderListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readOrderListState(searchParams);
  const orders = useAdminOrders(state);
  const deleteOrder = useDeleteOrder();
  // Arriving from a detail page that deleted its order.
  const deletedOnDetail = (useLocation().state as { deleted?: boolean } | null)?.deleted === true;
  const [feedback, setFeedback] = useState<Feedback | undefined>(
    deletedOnDetail ? { tone: 'success', text: orderMessages.deleted } : undefined,
  );

  const show = (next: OrderListState) => setSearchParams(orderListSearch(next));

  function search(filters: OrderFilterValues, limit: number) {
    setFeedback(undefined);
    show({ filters, limit, page: 1 });
  }

  function remove(order: Order) {
    if (!window.confirm(orderMessages.deleteConfirm)) return;
    setFeedback(undefined);
    deleteOrder.mutate(order._id, {
      onSuccess: () => setFeedback({ tone: 'success', text: orderMessages.deleted }),
      onError: () => setFeedback({ tone: 'error', text: orderMessages.deleteFailed }),
    });
  }

  function results() {
    if (orders.isPending) return <LoadingText />;
    if (orders.isError) return <Alert>{m.loadFailed}</Alert>;
    const { data, page, totalPages, totalRecords } = orders.data;
    if (data.length === 0) return <p className="py-8 text-center text-stone-600">{orderMessages.noOrders}</p>;
    return (
      <>
        <OrderTable
          orders={data}
          deletingId={deleteOrder.isPending ? deleteOrder.variables : undefined}
          onDelete={remove}
        />
        <Pager
          page={page}
          totalPages={totalPages}
          summary={m.resultCount(totalRecords)}
          onPageChange={(next) => show({ ...state, page: next })}
        />
      </>
    );
  }

  return (
    <section>
      <PageHeading>{pageTitles.admin.orders}</PageHeading>
      <OrderFilterForm
        key={searchParams.toString()}
        filters={state.filters}
        limit={state.limit}
        onSearch={search}
        onReset={() => {
          setFeedback(undefined);
          setSearchParams({});
        }}
      />
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} className="mb-4" />
      </div>
      {results()}
    </section>
  );
}
