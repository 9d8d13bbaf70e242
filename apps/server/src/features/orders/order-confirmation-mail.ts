import { formatCents } from '@shop/shared/money';
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
  const text = [
    `Hallo ${order.addressFirstName || 'loper'},`,
    '',
    `Bedankt voor je bestelling bij Loopvoeding. We hebben je betaling ontvangen (bestelling ${reference}).`,
    '',
    'Je bestelling:',
    ...lines.map((line) => `- ${line.text}: ${line.amount}`),
    `Totaal: ${total}`,
    '',
    'Verzendadres:',
    ...address,
    '',
    `Je bestellingen bekijken: ${publicUrl}/profile`,
    '',
    'Sportieve groet,',
    'Team Loopvoeding',
  ].join('\n');
  const html = `<!doctype html><html lang="nl"><body style="font-family:system-ui,sans-serif;color:#1e293b">
<h1 style="color:#c2410c">Bedankt voor je bestelling!</h1>
<p>Hallo ${escapeHtml(order.addressFirstName || 'loper')}, we hebben je betaling ontvangen (bestelling <strong>${reference}</strong>).</p>
<table cellpadding="6" style="border-collapse:collapse">
${lines.map((line) => `<tr><td>${escapeHtml(line.text)}</td><td align="right">${line.amount}</td></tr>`).join('\n')}
<tr><td><strong>Totaal</strong></td><td align="right"><strong>${total}</strong></td></tr>
</table>
<h2>Verzendadres</h2>
<p>${address.map(escapeHtml).join('<br>')}</p>
<p><a href="${publicUrl}/profile">Bekijk je bestellingen</a></p>
<p>Sportieve groet,<br>Team Loopvoeding</p>
</body></html>`;
  return {
    to: order.addressEmail || order.userEmail,
    subject: `Bevestiging van je bestelling ${reference}`,
    text,
    html,
  };
}
