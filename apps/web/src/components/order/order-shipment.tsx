import type { Order } from '@shop/shared/order';
import { shipmentMessages as t } from '@shop/shared/shipment';
import ExternalLink from 'lucide-react/icons/external-link';
import { formatLongDate } from '../../lib/format.ts';

/**
 * How an order went out (decision 054): 'Verzonden met PostNL', the day, the track-and-trace code
 * and, when the carrier has a page for it, 'Volg je pakket' there (in a new tab: it is the
 * carrier's site). Nothing for an order that was not shipped with a code.
 */
export function OrderShipment({
  shipment,
  className = '',
}: {
  shipment: Order['shipment'];
  className?: string;
}) {
  if (!shipment) return null;
  return (
    <div className={`text-sm ${className}`}>
      <p className="font-semibold">{t.shippedWith(shipment.carrier)}</p>
      <p className="text-stone-700">
        <time dateTime={shipment.shippedAt}>{t.shippedOn(formatLongDate(shipment.shippedAt))}</time>
      </p>
      <p className="text-stone-700">
        {t.trackingCode}: <span className="font-mono font-semibold text-ink">{shipment.trackingCode}</span>
      </p>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 font-semibold text-accent-700 underline"
        >
          {t.followParcel}
          <span className="sr-only"> {t.newTab}</span>
          <ExternalLink size={14} aria-hidden />
        </a>
      )}
    </div>
  );
}
