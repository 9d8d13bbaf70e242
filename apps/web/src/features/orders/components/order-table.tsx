import type { Order } from '@shop/shared/order';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { orderPageMessages as m } from '../messages.ts';
import { orderCustomerName, orderItemCount } from '../order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrderTableProps {
  orders: Order[];
  deletingId: string | undefined;
  onDelete: (order: Order) => void;
}

/** A label shown before a cell's value only where the rows are stacked as cards (small screens). */
function CardLabel({ children }: { children: string }) {
  return <span className="mr-2 font-semibold text-stone-600 md:hidden">{children}:</span>;
}

/** The admin order list: a table on wide screens, one card per order on small ones. */
export function OrderTable({ orders, deletingId, onDelete }: OrderTableProps) {
  return (
    <table className="block w-full text-left text-sm md:table">
      <thead className="hidden border-b border-stone-300 md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2">
            {m.columns.date}
          </th>
          <th scope="col" className="px-3 py-2">
            {m.columns.customer}
          </th>
          <th scope="col" className="px-3 py-2">
            {m.columns.status}
          </th>
          <th scope="col" className="px-3 py-2">
            {m.columns.items}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {m.columns.total}
          </th>
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">{m.columns.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-4 md:table-row-group">
        {orders.map((order) => {
          const name = orderCustomerName(order);
          return (
            <tr
              key={order._id}
              className="block rounded-xl border border-stone-200 bg-white p-4 shadow-xs md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none"
            >
              <td className="block py-1 md:table-cell md:px-3 md:py-3">
                <CardLabel>{m.columns.date}</CardLabel>
                {formatDateTime(order.createdAt)}
              </td>
              <td className="block py-1 md:table-cell md:px-3 md:py-3">
                <span className="block font-semibold">{name}</span>
                <span className="block break-all text-stone-600">{order.userEmail}</span>
              </td>
              <td className="block py-1 md:table-cell md:px-3 md:py-3">
                <CardLabel>{m.columns.status}</CardLabel>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="block py-1 md:table-cell md:px-3 md:py-3">
                <CardLabel>{m.columns.items}</CardLabel>
                {m.itemCount(orderItemCount(order))}
              </td>
              <td className="block py-1 font-semibold md:table-cell md:px-3 md:py-3 md:text-right">
                <CardLabel>{m.columns.total}</CardLabel>
                {formatEuro(order.total)}
              </td>
              <td className="block pt-3 md:table-cell md:px-3 md:py-3">
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <Link
                    to={paths.admin.order(order._id)}
                    aria-label={m.viewLabel(name)}
                    className={buttonClass('secondary')}
                  >
                    {m.view}
                  </Link>
                  <Button
                    variant="danger"
                    aria-label={m.deleteLabel(name)}
                    disabled={deletingId === order._id}
                    onClick={() => onDelete(order)}
                  >
                    {deletingId === order._id ? m.deleting : m.delete}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
