import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatCents } from '@shop/shared/money';
import { orderReference } from '@shop/shared/order';
import { cancellationMailMessages as m } from '@shop/shared/refund';
import type { CSSProperties } from 'react';
import { MailLayout, mailStyles, renderMail } from '../../lib/mail-layout.tsx';
import type { Mail } from '../../lib/mailer.ts';
import type { OrderRow } from './orders.repository.ts';

const styles = {
  text: mailStyles.text,
  amounts: { width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' },
  label: { padding: '6px 16px 6px 0', fontSize: '15px', fontWeight: 700 },
  amount: { padding: '6px 0', fontSize: '15px', fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' },
  button: mailStyles.button,
} satisfies Record<string, CSSProperties>;

function OrderCancellationMail({
  reference,
  greeted,
  amount,
  ordersUrl,
}: {
  reference: string;
  greeted: string;
  amount: string;
  ordersUrl: string;
}) {
  return (
    <MailLayout preview={m.cancelled(reference)} heading={m.heading}>
      <Text style={styles.text}>{m.hello(greeted)}</Text>
      <Text style={styles.text}>{m.cancelled(reference)}</Text>
      <table data-text-columns="" cellPadding={0} cellSpacing={0} style={styles.amounts}>
        <tbody>
          <tr>
            <td style={styles.label}>{m.refunded}</td>
            <td style={styles.amount}>{amount}</td>
          </tr>
        </tbody>
      </table>
      <Text style={styles.text}>{m.timing}</Text>
      <Section style={{ margin: '32px 0 8px' }}>
        <Button href={ordersUrl} style={styles.button}>
          {m.viewOrders}
        </Button>
      </Section>
    </MailLayout>
  );
}

/** The Dutch mail that the buyer's cancellation went through: what comes back, HTML with a text part. */
export async function orderCancellationMail(
  order: OrderRow,
  refundedCents: number,
  publicUrl: string,
): Promise<Mail> {
  const reference = orderReference(order.id);
  const { html, text } = await renderMail(
    <OrderCancellationMail
      reference={reference}
      greeted={order.addressFirstName || m.anonymousName}
      amount={formatCents(refundedCents)}
      ordersUrl={`${publicUrl}/profile`}
    />,
  );
  return { to: order.addressEmail || order.userEmail, subject: m.subject(reference), text, html };
}
