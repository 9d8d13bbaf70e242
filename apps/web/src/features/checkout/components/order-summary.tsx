import type { CartCoupon } from '@shop/shared/coupon';
import { formatCents, toCents } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { type CartLine, cartLineTotal, cartTotal } from '../../../lib/cart/cart-store.ts';
import { formatEuro } from '../../../lib/format.ts';
import { priceMessages } from '../../../lib/messages.ts';
import { checkoutMessages as t } from '../messages.ts';

function Amount({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * What is being bought: one row per line, the goods, the cart's coupon code (what it takes off, or
 * why it does not apply), the chosen shipping (a dash until one is chosen, free with a
 * free-shipping code) and the total including VAT, as the server will charge it.
 */
export function OrderSummary({
  lines,
  shipping,
  coupon = null,
}: {
  lines: readonly CartLine[];
  shipping: { method: { name: string }; priceCents: number } | null;
  coupon?: CartCoupon | null;
}) {
  const goodsCents = toCents(cartTotal(lines));
  const applied = coupon?.problem === null ? coupon : null;
  const discountCents = applied ? toCents(applied.discount) : 0;
  const shippingCents = applied?.freeShipping ? 0 : (shipping?.priceCents ?? 0);
  return (
    <Panel title={t.summary}>
      <ul className="divide-y divide-stone-200">
        {lines.map((line) => (
          <li key={line._id} className="flex justify-between gap-4 py-2">
            <span>{t.lineOf(line.quantity, line.title)}</span>
            <span className="tabular-nums">{formatEuro(cartLineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-300 pt-3">
        <Amount label={t.subtotal}>{formatCents(goodsCents)}</Amount>
        {applied && discountCents > 0 && (
          <Amount label={t.discount(applied.code)}>
            <span data-testid="checkout-discount">{formatCents(-discountCents)}</span>
          </Amount>
        )}
        <Amount label={shipping ? t.shippingOf(shipping.method.name) : t.shipping}>
          {shipping === null ? t.shippingOpen : shippingCents === 0 ? t.free : formatCents(shippingCents)}
        </Amount>
        <div className="flex justify-between gap-4 pt-2 text-lg font-bold">
          <dt>
            {t.total} <span className="text-sm font-normal text-stone-600">{priceMessages.inclVat}</span>
          </dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatCents(goodsCents - discountCents + shippingCents)}
          </dd>
        </div>
      </dl>
      {coupon && coupon.problem !== null && (
        <p className="mt-3 text-sm font-medium text-red-700">
          {t.couponProblem(coupon.code, coupon.problem)}
        </p>
      )}
    </Panel>
  );
}
