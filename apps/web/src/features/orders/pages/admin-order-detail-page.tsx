import { type Order, orderMessages, orderStatusLabels } from '@shop/shared/order';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useAdminOrder, useDeleteOrder } from '../api/orders-api.ts';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { OrderStatusControl } from '../components/order-status-control.tsx';
import { orderPageMessages as m } from '../messages.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 className="mb-3 text-xl">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-stone-700">{term}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { address } = order;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card title={m.overview}>
        <dl>
          <Detail term={m.orderId}>{order._id}</Detail>
          <Detail term={m.status}>
            <OrderStatusBadge status={order.status} />
          </Detail>
          <Detail term={m.customerEmail}>{order.userEmail}</Detail>
          <Detail term={m.createdAt}>{formatDateTime(order.createdAt)}</Detail>
        </dl>
      </Card>
      <Card title={m.address}>
        <PostalAddress address={address}>
          {address.email && (
            <>
              <br />
              {address.email}
            </>
          )}
        </PostalAddress>
      </Card>
      <div className="lg:col-span-2">
        <Card title={m.items}>
          <OrderItemsTable order={order} />
        </Card>
      </div>
      <Card title={m.history}>
        {order.statusHistory.length === 0 ? (
          <p className="text-stone-600">{m.noHistory}</p>
        ) : (
          <ol className="space-y-2">
            {order.statusHistory.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{orderStatusLabels[entry.status]}</span>
                <time dateTime={entry.at} className="text-stone-600">
                  {formatDateTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={m.payment}>
        <dl>
          <Detail term={m.stripeSession}>{order.stripeSessionId ?? m.none}</Detail>
          <Detail term={m.paymentIntent}>{order.stripePaymentIntentId ?? m.none}</Detail>
        </dl>
        {order.stripeSessionId && (
          <Link to={paths.admin.webhooks(order.stripeSessionId)} className={buttonClass('secondary', 'mt-4')}>
            {m.webhooks}
          </Link>
        )}
      </Card>
      <div className="lg:col-span-2">
        <OrderStatusControl order={order} />
      </div>
    </div>
  );
}

export default function AdminOrderDetailPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useAdminOrder(orderId);
  const deleteOrder = useDeleteOrder();
  const [deleteFailed, setDeleteFailed] = useState(false);

  function remove() {
    if (!window.confirm(orderMessages.deleteConfirm)) return;
    setDeleteFailed(false);
    deleteOrder.mutate(orderId, {
      // The list says '✅ Bestelling verwijderd'.
      onSuccess: () => navigate(paths.admin.orders(), { state: { deleted: true } }),
      onError: () => setDeleteFailed(true),
    });
  }

  function content() {
    if (order.isPending) return <LoadingText />;
    if (order.isError) {
      const notFound = order.error instanceof ApiError && order.error.status === 404;
      return <Alert>{notFound ? orderMessages.notFound : m.orderLoadFailed}</Alert>;
    }
    return (
      <>
        <OrderDetails order={order.data} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="danger" onClick={remove} disabled={deleteOrder.isPending}>
            {deleteOrder.isPending ? m.deleting : m.deleteOrder}
          </Button>
        </div>
        <div aria-live="polite">
          {deleteFailed && <Alert className="mt-4">{orderMessages.deleteFailed}</Alert>}
        </div>
      </>
    );
  }

  return (
    <section>
      <Link to={paths.admin.orders()} className="mb-4 inline-block font-semibold text-accent-700 underline">
        ← {m.backToList}
      </Link>
      <PageHeading>{pageTitles.admin.order}</PageHeading>
      {content()}
    </section>
  );
}
