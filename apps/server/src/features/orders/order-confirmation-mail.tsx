import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatCents } from '@shop/shared/money';
import { orderMailMessages as m, orderReference } from '@shop/shared/order';
import { formatVatRate } from '@shop/shared/vat';
import type { CSSProperties } from 'react';
import { MailLayout, MailTextBlock, mailColors, mailStyles, renderMail } from '../../lib/mail-layout.tsx';
import type { Mail } from '../../lib/mailer.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** One row of the order's amounts: what, and how much. */
interface AmountRow {
  label: string;
  amount: string;
}

/** What the confirmation says, worked out once for the HTML (and so for its plain-text part). */
interface Confirmation {
  reference: string;
  greeted: string;
  lines: AmountRow[];
  /** The goods together, shown only above a coupon's or a shipping line. */
  subtotal: AmountRow | null;
  /** The coupon code's reduction: its amount, or that it waived the shipping. */
  discount: AmountRow | null;
  shipping: AmountRow | null;
  total: AmountRow;
  /** The VAT the total holds, per rate; none on an order from before VAT was recorded. */
  vat: AmountRow[];
  address: string[];
  ordersUrl: string;
}

/** The delivery address as a mail writes it, one line each, empty lines left out. */
export function deliveryAddressLines(order: OrderRow): string[] {
  return [
    `${order.addressFirstName} ${order.addressLastName}`.trim(),
    `${order.addressStreet} ${order.addressNumber}`.trim(),
    `${order.addressZip} ${order.addressCity}`.trim(),
    order.addressCountry,
  ].filter(Boolean);
}

/**
 * The confirmation of an order as stored. The order's own snapshot tells shipping and VAT; an order
 * from before they were recorded (no method, no price, no VAT per rate) reads without those lines.
 */
function confirmationOf(order: OrderRow, items: OrderItemRow[], publicUrl: string): Confirmation {
  const hasShipping = order.shippingMethodName !== '' || order.shippingPriceCents > 0;
  const goodsCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    reference: orderReference(order.id),
    greeted: order.addressFirstName || m.anonymousName,
    lines: items.map((item) => ({
      label: `${item.quantity} × ${item.title}`,
      amount: formatCents(item.unitPriceCents * item.quantity),
    })),
    subtotal: hasShipping || order.couponCode ? { label: m.subtotal, amount: formatCents(goodsCents) } : null,
    discount: order.couponCode
      ? {
          label: m.discount(order.couponCode),
          amount:
            order.shippingDiscountCents > 0
              ? m.discountFreeShipping
              : formatCents(order.discountCents === 0 ? 0 : -order.discountCents),
        }
      : null,
    shipping: hasShipping
      ? {
          label: m.shipping(order.shippingMethodName),
          amount: order.shippingPriceCents === 0 ? m.freeShipping : formatCents(order.shippingPriceCents),
        }
      : null,
    total: { label: m.total, amount: formatCents(order.totalCents) },
    vat: order.vatTotals.map((part) => ({
      label: m.vatOf(formatVatRate(part.rateBasisPoints)),
      amount: formatCents(part.vatCents),
    })),
    address: deliveryAddressLines(order),
    ordersUrl: `${publicUrl}/profile`,
  };
}

const cell = { padding: '6px 0', fontSize: '15px', lineHeight: '22px', verticalAlign: 'top' } as const;
const styles = {
  text: mailStyles.text,
  subheading: mailStyles.subheading,
  amounts: { width: '100%', borderCollapse: 'collapse' },
  label: { ...cell, paddingRight: '16px' },
  amount: { ...cell, textAlign: 'right', whiteSpace: 'nowrap' },
  sum: { borderTop: `1px solid ${mailColors.rule}` },
  total: { fontWeight: 700 },
  vat: { color: mailColors.muted, fontSize: '13px', padding: '0' },
  button: mailStyles.button,
} satisfies Record<string, CSSProperties>;

function AmountLine({ row, style }: { row: AmountRow; style?: CSSProperties }) {
  return (
    <tr>
      <td style={{ ...styles.label, ...style }}>{row.label}</td>
      <td style={{ ...styles.amount, ...style }}>{row.amount}</td>
    </tr>
  );
}

function OrderConfirmationMail({ confirmation: c }: { confirmation: Confirmation }) {
  return (
    <MailLayout preview={m.thanks(c.reference)} heading={m.heading}>
      <Text style={styles.text}>{m.hello(c.greeted)}</Text>
      <Text style={styles.text}>{m.thanks(c.reference)}</Text>

      <Heading as="h2" style={styles.subheading}>
        {m.yourOrder}
      </Heading>
      <table data-text-columns="" cellPadding={0} cellSpacing={0} style={styles.amounts}>
        <tbody>
          {c.lines.map((row, index) => (
            // Two lines may be alike (the same product twice at different prices): their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
            <AmountLine key={index} row={row} />
          ))}
          {c.subtotal && <AmountLine row={c.subtotal} style={styles.sum} />}
          {c.discount && <AmountLine row={c.discount} />}
          {c.shipping && <AmountLine row={c.shipping} />}
          <AmountLine row={c.total} style={{ ...styles.sum, ...styles.total }} />
          {c.vat.map((row) => (
            <AmountLine key={row.label} row={row} style={styles.vat} />
          ))}
        </tbody>
      </table>

      <MailTextBlock heading={m.shippingAddress} texts={c.address} />

      <Section style={{ margin: '32px 0 8px' }}>
        <Button href={c.ordersUrl} style={styles.button}>
          {m.viewOrders}
        </Button>
      </Section>
    </MailLayout>
  );
}

/**
 * The Dutch order confirmation, HTML with a plain-text part from the same content: the lines,
 * shipping, total and VAT per rate, the delivery address and a link to the buyer's orders.
 */
export async function orderConfirmationMail(
  order: OrderRow,
  items: OrderItemRow[],
  publicUrl: string,
): Promise<Mail> {
  const confirmation = confirmationOf(order, items, publicUrl);
  const { html, text } = await renderMail(<OrderConfirmationMail confirmation={confirmation} />);
  return {
    to: order.addressEmail || order.userEmail,
    subject: m.subject(confirmation.reference),
    text,
    html,
  };
}
