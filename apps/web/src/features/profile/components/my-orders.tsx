import { invoiceMessages } from '@shop/shared/invoice';
import { lineTotal } from '@shop/shared/money';
import { type Order, orderMessages, orderStatusLabels } from '@shop/shared/order';
import { isPartlyRefunded, refundMessages } from '@shop/shared/refund';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import { useState } from 'react';
import { OrderShipment } from '../../../components/order/order-shipment.tsx';
import { OrderTotals } from '../../../components/order/order-totals.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { formatDateTime, formatEuro, formatLongDate } from '../../../lib/format.ts';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { downloadMyInvoice } from '../api/my-orders-api.ts';
import { useMyOrders } from '../hooks/use-my-orders.ts';
import { myOrdersMessages as t } from '../messages.ts';
import { OrderActions, OrderRefunds } from './order-aftercare.tsx';

const statusTone: Partial<Record<Order['status'], string>> = {
  paid: 'bg-emerald-100 text-emerald-800',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
};

function OrderDetails({ order }: { order: Order }) {
  const { address } = order;
  return (
    <div className="mt-4 grid gap-4 border-t border-stone-200 pt-4 text-sm sm:grid-cols-2">
      <div className="sm:col-span-2">
        <h4 className="mb-2 font-semibold">{t.items}</h4>
        <ul className="divide-y divide-stone-100">
          {order.cart.map((item, index) => (
            <li key={item._id ?? index} className="flex justify-between gap-4 py-1.5">
              <span>
                {item.quantity} × {item.title}
              </span>
              <span className="tabular-nums">{formatEuro(lineTotal(item.price, item.quantity))}</span>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} className="mt-2 border-t border-stone-200 pt-2" />
      </div>
      <div>
        <h4 className="mb-2 font-semibold">{t.deliveryAddress}</h4>
        <PostalAddress address={address} className="text-stone-700" />
      </div>
      <div>
        <h4 className="mb-2 font-semibold">{t.history}</h4>
        <ol className="space-y-1 text-stone-700">
          {order.statusHistory.map((entry) => (
            <li key={`${entry.status}-${entry.at}`}>
              {formatDateTime(entry.at)}: {orderStatusLabels[entry.status]}
            </li>
          ))}
        </ol>
      </div>
      {order.invoices.length > 0 && (
        <div className="sm:col-span-2">
          <h4 className="mb-2 font-semibold">{t.invoices}</h4>
          <ul className="flex flex-wrap gap-3">
            {order.invoices.map((invoice) => (
              <li key={invoice.number}>
                <DownloadButton
                  fetchFile={() => downloadMyInvoice(order._id, invoice.number)}
                  failedText={t.downloadFailed}
                >
                  {t.downloadInvoice(invoiceMessages.title(invoice.kind, invoice.number))}
                </DownloadButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      <OrderRefunds order={order} />
      <OrderActions order={order} />
      <p className="text-xs text-stone-600 sm:col-span-2">
        {t.orderNumber}: {order._id}
      </p>
    </div>
  );
}

function OrderItem({ order }: { order: Order }) {
  const details = useDisclosure();
  const itemCount = order.cart.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-base font-semibold">{t.orderOf(formatLongDate(order.createdAt))}</h3>
          <p className="text-sm text-stone-700">
            {t.itemCount(itemCount)} · {t.total}{' '}
            <span className="tabular-nums">{formatEuro(order.total)}</span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone[order.status] ?? 'bg-stone-100 text-stone-700'}`}
          >
            <span className="sr-only">{t.status}: </span>
            {orderStatusLabels[order.status]}
          </span>
          {isPartlyRefunded(order) && (
            <span className="rounded-full bg-rose-100 px-2.5 py-1 text-xs font-semibold text-rose-900">
              {refundMessages.partlyRefunded}
            </span>
          )}
          <button
            {...details.button}
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline"
          >
            {details.open ? t.hideDetails : t.showDetails}
            {details.open ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
          </button>
        </div>
      </div>
      <OrderShipment shipment={order.shipment} className="mt-3 border-t border-stone-100 pt-3" />
      <div id={details.panelId} hidden={!details.open}>
        {details.open && <OrderDetails order={order} />}
      </div>
    </li>
  );
}

/** 'Mijn bestellingen': the user's own orders with status, total and an expandable detail. */
export function MyOrders() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);

  return (
    <Panel title={t.heading}>
      {orders.isPending ? (
        <LoadingText />
      ) : orders.isError ? (
        <LoadFailure error={orders.error} fallback={t.loadFailed} onRetry={orders.refetch} />
      ) : orders.data.data.length === 0 ? (
        <p className="text-stone-700">{orderMessages.noOrders}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {orders.data.data.map((order) => (
              <OrderItem key={order._id} order={order} />
            ))}
          </ul>
          {orders.data.totalPages > 1 && (
            <Pager page={page} totalPages={orders.data.totalPages} onPageChange={setPage} />
          )}
        </>
      )}
    </Panel>
  );
}
