import { lineTotal } from '@shop/shared/money';
import type { Order } from '@shop/shared/order';
import { formatEuro } from '../../../lib/format.ts';
import { orderPageMessages as m } from '../messages.ts';

/** The ordered lines with their line totals and the order total. */
export function OrderItemsTable({ order }: { order: Order }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-md text-left text-sm">
        <caption className="sr-only">{m.items}</caption>
        <thead className="border-b border-stone-300">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {m.product}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {m.unitPrice}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {m.quantity}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {m.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.cart.map((item, index) => (
            <tr key={item._id ?? `${item.title}-${index}`} className="border-b border-stone-200">
              <td className="py-2 pr-3">{item.title}</td>
              <td className="px-3 py-2 text-right">{formatEuro(item.price)}</td>
              <td className="px-3 py-2 text-right">{item.quantity}</td>
              <td className="py-2 pl-3 text-right">{formatEuro(lineTotal(item.price, item.quantity))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right">
              {m.total}
            </th>
            <td className="py-2 pl-3 text-right font-semibold">{formatEuro(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
