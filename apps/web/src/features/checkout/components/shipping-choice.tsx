import { formatCents } from '@shop/shared/money';
import { shippingMessages } from '@shop/shared/shipping';
import { LoadFailure } from '../../../components/ui/loading.tsx';
import type { ShippingChoice } from '../hooks/use-shipping-choice.ts';
import { checkoutMessages as t } from '../messages.ts';

/**
 * 'Verzendmethode': the methods to the delivery country as radio buttons (name, carrier, delivery
 * estimate, price or 'Gratis'), the cheapest chosen until the customer picks another; or why
 * there is nothing to choose (no country the shop ships to, none for this amount, not loaded).
 */
export function ShippingChoiceField({ choice }: { choice: ShippingChoice }) {
  const { status, options, selected, select } = choice;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{t.shippingMethod}</legend>
      <div aria-live="polite" className="text-sm text-stone-700">
        {status === 'notShipped' && <p>{shippingMessages.countryNotShipped}</p>}
        {status === 'loading' && <p>{t.shippingLoading}</p>}
        {status === 'none' && <p>{t.noShippingMethod}</p>}
      </div>
      {status === 'failed' && (
        <LoadFailure error={choice.error} fallback={t.shippingLoadFailed} onRetry={choice.reload} />
      )}
      {status === 'ready' && (
        <div className="space-y-2">
          {options.map(({ method, priceCents }) => (
            <label
              key={method._id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 px-3 py-2 has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name="shippingMethod"
                value={method._id}
                checked={selected?.method._id === method._id}
                onChange={() => select(method._id)}
                className="mt-1 size-4 accent-accent-600"
              />
              <span className="flex-1">
                <span className="block font-semibold">{method.name}</span>
                <span className="block text-sm text-stone-700">
                  {t.carrierAndEstimate(method.carrier, method.deliveryEstimate)}
                </span>
              </span>
              <span className="font-semibold tabular-nums">
                {priceCents === 0 ? t.free : formatCents(priceCents)}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
