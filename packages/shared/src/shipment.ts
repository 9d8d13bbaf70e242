import { z } from 'zod';
import { shippingCountryOf } from './shipping.ts';

/**
 * An order on its way (decision 054): the carrier that took the parcel and the parcel's
 * track-and-trace code, which the admin gives when marking the order shipped, and where the buyer
 * follows it. Every Dutch word about it is here, for the admin's form, the buyer's order, the
 * mail, the notification and the packing slip.
 */
export const shipmentMessages = {
  trackingCodeInvalid: 'Vul een geldige track-and-tracecode in.',
  carrierRequired: 'Vul een vervoerder in.',
  /** Shipping again with another carrier or code than the order was shipped with. */
  alreadyShipped: 'Deze bestelling is al verzonden, met een andere vervoerder of track-and-tracecode.',
  carrier: 'Vervoerder',
  trackingCode: 'Track & trace',
  shippedWith: (carrier: string) => `Verzonden met ${carrier}`,
  shippedOn: (date: string) => `Verzonden op ${date}`,
  followParcel: 'Volg je pakket',
  /** Read after 'Volg je pakket' by screen readers: the carrier's page opens beside the shop. */
  newTab: '(opent in een nieuw tabblad)',
} as const;

/** The notice in the buyer's notifications, linking to the carrier's tracking page where there is one. */
export const shipmentNotificationMessages = {
  title: 'Je bestelling is verzonden',
  message: (reference: string, carrier: string, trackingCode: string) =>
    `Bestelling ${reference} is verzonden met ${carrier}. Track & trace: ${trackingCode}.`,
} as const;

/** The mail that tells the buyer their order is on its way. */
export const shipmentMailMessages = {
  subject: (reference: string) => `Je bestelling ${reference} is verzonden`,
  heading: 'Je bestelling is onderweg!',
  intro: (reference: string, carrier: string) =>
    `Goed nieuws: we hebben je bestelling ${reference} verzonden met ${carrier}.`,
  trackingCode: (code: string) => `Track & trace: ${code}`,
  /** Said when the carrier has no tracking page the shop knows: the code is all there is. */
  noLink: 'Met deze code volg je je pakket bij de vervoerder.',
  followParcel: 'Volg je pakket',
  contents: 'In je pakket',
  shippingAddress: 'Verzendadres',
  viewOrders: 'Bekijk je bestellingen',
} as const;

/** The packing slip that goes into the parcel: what is in it and where it goes, no prices. */
export const packingSlipMessages = {
  title: (reference: string) => `Pakbon bestelling ${reference}`,
  orderReference: 'Bestelling',
  orderDate: 'Besteldatum',
  deliveryAddress: 'Afleveradres',
  columns: { quantity: 'Aantal', description: 'Artikel' },
  fileName: (reference: string) => `pakbon-${reference}.pdf`,
} as const;

/** A track-and-trace code as carriers print them: letters and digits, read in capitals. */
export const trackingCodeSchema = z
  .string({ error: shipmentMessages.trackingCodeInvalid })
  .trim()
  .toUpperCase()
  .min(4, { message: shipmentMessages.trackingCodeInvalid, abort: true })
  .max(40, { message: shipmentMessages.trackingCodeInvalid, abort: true })
  .regex(/^[A-Z0-9]+$/, shipmentMessages.trackingCodeInvalid);

export const carrierSchema = z
  .string({ error: shipmentMessages.carrierRequired })
  .trim()
  .min(1, shipmentMessages.carrierRequired)
  .max(100);

/** The admin's shipping form: both are needed (the carrier starts as the order's shipping method's). */
export const shipmentInputSchema = z.object({ carrier: carrierSchema, trackingCode: trackingCodeSchema });
export type ShipmentInput = z.output<typeof shipmentInputSchema>;

/** An order's shipment as the order API answers it; `trackingUrl` null when only the code can be given. */
export const shipmentSchema = z.object({
  carrier: z.string(),
  trackingCode: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** What the tracking page of a parcel needs to know. */
export interface Parcel {
  carrier: string;
  trackingCode: string;
  /** The delivery address's postal code and country, as the order has them ('3511 AB', 'Nederland'). */
  zip: string;
  country: string;
}

/** The carriers whose tracking pages the shop links to, by their name in lower case without spaces or dots. */
const trackingPages = new Map<string, (parcel: Parcel) => string | null>([
  [
    'postnl',
    ({ trackingCode, zip, country }) => {
      const countryCode = shippingCountryOf(country);
      const postcode = zip.replace(/\s/g, '').toUpperCase();
      if (countryCode === null || !/^[A-Z0-9]+$/.test(postcode)) return null;
      return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(trackingCode)}-${countryCode}-${postcode}`;
    },
  ],
  [
    'dhl',
    ({ trackingCode }) =>
      `https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=${encodeURIComponent(trackingCode)}`,
  ],
]);

/**
 * The page where the buyer follows the parcel: PostNL's (which needs the delivery's country and
 * postal code) or DHL's; null for any other carrier, or an address PostNL cannot look up, where
 * the code alone is given.
 */
export function trackingUrl(parcel: Parcel): string | null {
  const carrier = parcel.carrier.toLowerCase().replace(/[\s.]/g, '');
  return trackingPages.get(carrier)?.(parcel) ?? null;
}
