import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { orderMailMessages, orderReference } from '@shop/shared/order';
import { shipmentMailMessages as m, type Parcel, trackingUrl } from '@shop/shared/shipment';
import type { CSSProperties } from 'react';
import { MailLayout, MailTextBlock, mailColors, mailStyles, renderMail } from '../../lib/mail-layout.tsx';
import type { Mail } from '../../lib/mailer.ts';
import { deliveryAddressLines } from './order-confirmation-mail.tsx';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** The carrier and code the admin gave. */
export type ShipmentDetails = Pick<Parcel, 'carrier' | 'trackingCode'>;

/** What the mail says, worked out once for the HTML (and so for its plain-text part). */
interface ShippedNotice {
  reference: string;
  greeted: string;
  carrier: string;
  trackingCode: string;
  /** The carrier's page for the parcel; null when the code is all the buyer gets. */
  trackingUrl: string | null;
  contents: string[];
  address: string[];
  ordersUrl: string;
}

const styles = {
  text: mailStyles.text,
  code: { fontSize: '18px', fontWeight: 700, letterSpacing: '0.04em', margin: '8px 0' },
  button: mailStyles.button,
  link: { color: mailColors.brand, fontSize: '16px', fontWeight: 600 },
} satisfies Record<string, CSSProperties>;

function OrderShippedMail({ notice: n }: { notice: ShippedNotice }) {
  return (
    <MailLayout preview={m.intro(n.reference, n.carrier)} heading={m.heading}>
      <Text style={styles.text}>{orderMailMessages.hello(n.greeted)}</Text>
      <Text style={styles.text}>{m.intro(n.reference, n.carrier)}</Text>
      <Text style={styles.code}>{m.trackingCode(n.trackingCode)}</Text>
      {n.trackingUrl ? (
        <Section style={{ margin: '16px 0 8px' }}>
          <Button href={n.trackingUrl} style={styles.button}>
            {m.followParcel}
          </Button>
        </Section>
      ) : (
        <Text style={styles.text}>{m.noLink}</Text>
      )}

      <MailTextBlock heading={m.contents} texts={n.contents} />

      <MailTextBlock heading={m.shippingAddress} texts={n.address} />

      <Section style={{ margin: '32px 0 8px' }}>
        <a href={n.ordersUrl} style={styles.link}>
          {m.viewOrders}
        </a>
      </Section>
    </MailLayout>
  );
}

/**
 * The Dutch mail that the order is on its way, HTML with a plain-text part from the same content:
 * the carrier, the track-and-trace code and a button to the carrier's page for it (when there is
 * one), what is in the parcel, where it goes, and a link to the buyer's orders.
 */
export async function orderShippedMail(
  order: OrderRow,
  items: OrderItemRow[],
  shipment: ShipmentDetails,
  publicUrl: string,
): Promise<Mail> {
  const reference = orderReference(order.id);
  const notice: ShippedNotice = {
    reference,
    greeted: order.addressFirstName || orderMailMessages.anonymousName,
    carrier: shipment.carrier,
    trackingCode: shipment.trackingCode,
    trackingUrl: trackingUrl({ ...shipment, zip: order.addressZip, country: order.addressCountry }),
    contents: items.map((item) => `${item.quantity} × ${item.title}`),
    address: deliveryAddressLines(order),
    ordersUrl: `${publicUrl}/profile`,
  };
  const { html, text } = await renderMail(<OrderShippedMail notice={notice} />);
  return { to: order.addressEmail || order.userEmail, subject: m.subject(reference), text, html };
}
