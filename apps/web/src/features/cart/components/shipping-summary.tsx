import { toCents, toEuros } from '@shop/shared/money';
import { freeShippingNote, shippingCountryLabels } from '@shop/shared/shipping';
import { type CartLine, cartTotal } from '../../../lib/cart/cart-store.ts';
import { formatEuro } from '../../../lib/format.ts';
import { useShippingQuote } from '../hooks/use-shipping-quote.ts';
import { cartPageMessages as t } from '../messages.ts';

/**
 * Under the cart: what shipping costs with the cheapest method to the customer's country, and how
 * far the cart is from free shipping ('Nog € 7,10 tot gratis verzending') or that it ships free;
 * free whatever the method with a free-shipping coupon code (`freeShipping`).
 */
export function ShippingSummary({
  lines,
  freeShipping = false,
}: {
  lines: readonly CartLine[];
  freeShipping?: boolean;
}) {
  const { country, quote, failed } = useShippingQuote(toCents(cartTotal(lines)));
  const note = quote && !freeShipping && freeShippingNote(quote);
  return (
    <div aria-live="polite">
      {failed ? (
        <p className="mt-4 text-sm text-stone-700">{t.shippingLoadFailed}</p>
      ) : (
        quote && (
          <div
            className="mt-4 rounded-xl border border-stone-200 bg-white px-4 py-3"
            data-testid="cart-shipping"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="font-semibold">{t.shippingTo(shippingCountryLabels[country])}</p>
                <p className="text-sm text-stone-700">
                  {t.shippingMethod(quote.method.name, quote.method.deliveryEstimate)}
                </p>
              </div>
              <p className="font-semibold tabular-nums">
                {freeShipping ? t.shippingFree : formatEuro(toEuros(quote.priceCents))}
              </p>
            </div>
            {note && <p className="mt-2 text-sm font-semibold text-emerald-800">{note}</p>}
          </div>
        )
      )}
    </div>
  );
}
