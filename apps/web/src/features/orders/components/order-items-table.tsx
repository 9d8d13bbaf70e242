import { lineTotal } from '@shop/shared/money';
import type { Order } from '@shop/shared/order';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { orderPageMessages as m } from '../messages.ts';

type OrderItem = Order['cart'][number];

const columns: Column<OrderItem>[] = [
  { header: m.product, rowHeader: true, cell: (item) => item.title },
  { header: m.unitPrice, cardLabel: true, align: 'right', cell: (item) => formatEuro(item.price) },
  { header: m.quantity, cardLabel: true, align: 'right', cell: (item) => item.quantity },
  {
    header: m.lineTotal,
    cardLabel: true,
    align: 'right',
    cell: (item) => formatEuro(lineTotal(item.price, item.quantity)),
  },
];

/** The ordered lines with their line totals; the order's totals follow underneath (OrderTotals). */
export function OrderItemsTable({ order }: { order: Order }) {
  return (
    <DataTable
      caption={m.items}
      columns={columns}
      rows={order.cart}
      rowKey={(item, index) => item._id ?? `${item.title}-${index}`}
    />
  );
}
