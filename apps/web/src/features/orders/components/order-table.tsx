import { type Order, orderMessages } from '@shop/shared/order';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { orderPageMessages as m } from '../messages.ts';
import { orderCustomerName, orderItemCount } from '../order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrderTableProps {
  orders: readonly Order[];
  deletingId: string | undefined;
  onDelete: (order: Order) => void;
}

/** The admin order list: date, customer, status, items, total, and view and delete per order. */
export function OrderTable({ orders, deletingId, onDelete }: OrderTableProps) {
  const columns: Column<Order>[] = [
    { header: m.columns.date, cardLabel: true, cell: (order) => formatDateTime(order.createdAt) },
    {
      header: m.columns.customer,
      cell: (order) => (
        <>
          <span className="block font-semibold">{orderCustomerName(order)}</span>
          <span className="block break-all text-stone-600">{order.userEmail}</span>
        </>
      ),
    },
    {
      header: m.columns.status,
      cardLabel: true,
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    { header: m.columns.items, cardLabel: true, cell: (order) => m.itemCount(orderItemCount(order)) },
    {
      header: m.columns.total,
      cardLabel: true,
      align: 'right',
      className: 'font-semibold',
      cell: (order) => formatEuro(order.total),
    },
    {
      header: m.columns.actions,
      hideHeader: true,
      cell: (order) => {
        const name = orderCustomerName(order);
        return (
          <div className="flex flex-wrap gap-2 pt-2 md:justify-end md:pt-0">
            <LinkButton to={paths.admin.order(order._id)} aria-label={m.viewLabel(name)} variant="secondary">
              {m.view}
            </LinkButton>
            <Button
              variant="danger"
              aria-label={m.deleteLabel(name)}
              disabled={deletingId === order._id}
              onClick={() => onDelete(order)}
            >
              {deletingId === order._id ? m.deleting : m.delete}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable columns={columns} rows={orders} rowKey={(order) => order._id} empty={orderMessages.noOrders} />
  );
}
