import { invoiceMessages } from '@shop/shared/invoice';
import { type Order, orderMessages, orderStatusLabels } from '@shop/shared/order';
import { isPartlyRefunded, refundMessages, type Withdrawal } from '@shop/shared/refund';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { OrderShipment } from '../../../components/order/order-shipment.tsx';
import { OrderTotals } from '../../../components/order/order-totals.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { downloadOrderInvoice, downloadPackingSlip } from '../api/orders-api.ts';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { OrderStatusControl } from '../components/order-status-control.tsx';
import { RefundForm, type RefundPrefill } from '../components/refund-form.tsx';
import { RefundList, WithdrawalList } from '../components/refund-list.tsx';
import { useAdminOrder, useDeleteOrder } from '../hooks/use-orders.ts';
import { orderPageMessages as m } from '../messages.ts';

function OrderDetails({ order }: { order: Order }) {
  const { address } = order;
  // A withdrawal taken over into the refund form: its quantities, and a new form to show them.
  const [prefill, setPrefill] = useState<{ lines: RefundPrefill; version: number }>({
    lines: {},
    version: 0,
  });
  const adopt = (withdrawal: Withdrawal) =>
    setPrefill(({ version }) => ({
      lines: Object.fromEntries(withdrawal.lines.map((line) => [line.lineId, line.quantity])),
      version: version + 1,
    }));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Panel title={m.overview}>
        <dl>
          <DetailRow label={m.orderId}>{order._id}</DetailRow>
          <DetailRow label={m.status}>
            <OrderStatusBadge status={order.status} />
            {isPartlyRefunded(order) && (
              <span className="ml-2 inline-block rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-900">
                {refundMessages.partlyRefunded}
              </span>
            )}
          </DetailRow>
          <DetailRow label={m.customerEmail}>{order.userEmail}</DetailRow>
          <DetailRow label={m.createdAt}>{formatDateTime(order.createdAt)}</DetailRow>
        </dl>
      </Panel>
      <Panel title={m.address}>
        <PostalAddress address={address}>
          {address.email && (
            <>
              <br />
              {address.email}
            </>
          )}
        </PostalAddress>
      </Panel>
      <div className="lg:col-span-2">
        <Panel title={m.items}>
          <OrderItemsTable order={order} />
          <OrderTotals order={order} className="mt-4 md:ml-auto md:max-w-sm" />
        </Panel>
      </div>
      <Panel title={m.history}>
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
      </Panel>
      <Panel title={m.payment}>
        <dl>
          <DetailRow label={m.stripeSession}>{order.stripeSessionId ?? m.none}</DetailRow>
          <DetailRow label={m.paymentIntent}>{order.stripePaymentIntentId ?? m.none}</DetailRow>
        </dl>
        {order.stripeSessionId && (
          <LinkButton to={paths.admin.webhooks(order.stripeSessionId)} variant="secondary" className="mt-4">
            {m.webhooks}
          </LinkButton>
        )}
      </Panel>
      <Panel title={m.invoices}>
        {order.invoices.length === 0 ? (
          <p className="text-stone-600">{m.noInvoice}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {order.invoices.map((invoice) => (
              <li key={invoice.number}>
                <DownloadButton
                  fetchFile={() => downloadOrderInvoice(order._id, invoice.number)}
                  failedText={m.downloadFailed}
                >
                  {m.downloadInvoice(invoiceMessages.title(invoice.kind, invoice.number))}
                </DownloadButton>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={m.shipment}>
        {order.shipment ? (
          <OrderShipment shipment={order.shipment} />
        ) : (
          <p className="text-sm text-stone-600">{m.notShipped}</p>
        )}
        <div className="mt-4">
          <DownloadButton fetchFile={() => downloadPackingSlip(order._id)} failedText={m.downloadFailed}>
            {m.downloadPackingSlip}
          </DownloadButton>
        </div>
      </Panel>
      <RefundList order={order} />
      <WithdrawalList withdrawals={order.withdrawals} onAdopt={adopt} />
      <div className="lg:col-span-2">
        <RefundForm key={prefill.version} order={order} prefill={prefill.lines} />
      </div>
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
      return notFound ? (
        <Alert>{orderMessages.notFound}</Alert>
      ) : (
        <LoadFailure error={order.error} fallback={m.orderLoadFailed} onRetry={order.refetch} />
      );
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
