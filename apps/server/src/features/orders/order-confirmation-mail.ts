import { mailSignOff } from '@shop/shared/mail';
import { formatCents } from '@shop/shared/money';
import { orderMailMessages as m } from '@shop/shared/order';
import type { Mail } from '../../lib/mailer.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Dutch order confirmation: items, total and delivery address. */
export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[], publicUrl: string): Mail {
  const reference = order.id.slice(0, 8).toUpperCase();
  const name = `${order.addressFirstName} ${order.addressLastName}`.trim();
  const address = [
    name,
    `${order.addressStreet} ${order.addressNumber}`.trim(),
    `${order.addressZip} ${order.addressCity}`.trim(),
    order.addressCountry,
  ].filter(Boolean);
  const lines = items.map((item) => ({
    text: `${item.quantity} × ${item.title}`,
    amount: formatCents(item.unitPriceCents * item.quantity),
  }));
  const total = formatCents(order.totalCents);
  const greeted = order.addressFirstName || m.anonymousName;
  const text = [
    m.hello(greeted),
    '',
    m.thanks(reference),
    '',
    `${m.yourOrder}:`,
    ...lines.map((line) => `- ${line.text}: ${line.amount}`),
    `${m.total}: ${total}`,
    '',
    `${m.shippingAddress}:`,
    ...address,
    '',
    m.viewOrdersAt(publicUrl),
    '',
    ...mailSignOff,
  ].join('\n');
  const html = `<!doctype html><html lang="nl"><body style="font-family:system-ui,sans-serif;color:#1e293b">
<h1 style="color:#c2410c">${m.heading}</h1>
<p>${m.helloPaid(escapeHtml(greeted), `<strong>${reference}</strong>`)}</p>
<table cellpadding="6" style="border-collapse:collapse">
${lines.map((line) => `<tr><td>${escapeHtml(line.text)}</td><td align="right">${line.amount}</td></tr>`).join('\n')}
<tr><td><strong>${m.total}</strong></td><td align="right"><strong>${total}</strong></td></tr>
</table>
<h2>${m.shippingAddress}</h2>
<p>${address.map(escapeHtml).join('<br>')}</p>
<p><a href="${publicUrl}/profile">${m.viewOrders}</a></p>
<p>${mailSignOff.join('<br>')}</p>
</body></html>`;
  return {
    to: order.addressEmail || order.userEmail,
    subject: m.subject(reference),
    text,
    html,
  };
}
