import { type Order, orderTotalsMessages as t } from '@shop/shared/order';
import type { ReactNode } from 'react';
import { formatEuro } from '../../lib/format.ts';

function Amount({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Under an order's lines: the goods, the coupon code it used ('Korting (ZOMER10)' with what it took
 * off, or that it made shipping free), the shipping as copied onto the order, the total and the
 * VAT it holds per rate ('waarvan btw 9 %: € 2,62'). An order from before shipping and VAT were
 * recorded shows its total alone.
 */
export function OrderTotals({ order, className = '' }: { order: Order; className?: string }) {
  return (
    <div className={`space-y-1 text-sm ${className}`}>
      <dl className="space-y-1">
        {(order.shipping || order.coupon) && <Amount label={t.subtotal}>{formatEuro(order.subtotal)}</Amount>}
        {order.coupon && (
          <Amount label={t.discount(order.coupon.code)}>
            {order.coupon.shippingDiscount > 0 ? t.freeShipping : formatEuro(-order.coupon.discount)}
          </Amount>
        )}
        {order.shipping && (
          <Amount label={t.shipping(order.shipping.name, order.shipping.carrier)}>
            {order.shipping.price === 0 ? t.free : formatEuro(order.shipping.price)}
          </Amount>
        )}
        <Amount label={t.total} strong>
          {formatEuro(order.total)}
        </Amount>
      </dl>
      {order.vat?.rates.map((part) => (
        <p key={part.rate} className="text-right text-stone-600 tabular-nums">
          {t.vatOf(part.rate, formatEuro(part.vat))}
        </p>
      ))}
    </div>
  );
}
