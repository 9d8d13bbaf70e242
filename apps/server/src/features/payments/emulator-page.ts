import { formatCents } from '@shop/shared/money';
import { paymentEmulatorMessages as m } from '@shop/shared/payment-emulator';
import type { EmulatedLineItem, EmulatedSession, EmulatedShippingRate } from './emulator-store.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const IDEAL_BANKS = [
  'ABN AMRO',
  'ASN Bank',
  'bunq',
  'ING',
  'Knab',
  'Rabobank',
  'SNS',
  'Triodos Bank',
] as const;

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f9;color:#1e293b}
  main{max-width:960px;margin:0 auto;padding:24px;display:grid;gap:24px;grid-template-columns:1fr}
  @media(min-width:760px){main{grid-template-columns:1fr 1fr;padding:48px 24px}}
  section{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.1)}
  h1{font-size:1.25rem;margin:0 0 4px}h2{font-size:1rem;margin:0 0 16px}.muted{color:#475569;font-size:.9rem}
  ul{list-style:none;padding:0;margin:16px 0}li{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #e2e8f0}
  .total{display:flex;justify-content:space-between;font-weight:700;font-size:1.1rem;margin-top:8px}
  fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:0 0 16px;padding:12px 16px}legend{font-weight:600;padding:0 4px}
  label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}input[type=text],select{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}
  input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.method{display:flex;gap:8px;align-items:center;font-weight:600;margin:0}
  button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:8px;background:#c2410c;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
  .error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:12px;border-radius:8px;margin-bottom:16px}
  .test{background:#fef3c7;border-radius:8px;padding:8px 12px;font-size:.85rem;margin-top:16px}a{color:#0f766e}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body>${body}</body></html>`;
}

/** The hosted payment page in Dutch: the order on the left, card or iDEAL on the right. */
export function paymentPage(
  session: EmulatedSession,
  lineItems: EmulatedLineItem[],
  shipping: EmulatedShippingRate | null,
  { error, method = 'card' }: { error?: string; method?: string } = {},
): string {
  const total = formatCents(session.amount_total);
  const items = lineItems
    .map(
      (item) =>
        `<li><span>${item.quantity} × ${escapeHtml(item.description)}</span><span>${formatCents(item.amount_total)}</span></li>`,
    )
    .join('');
  const shippingLine = shipping
    ? `<li><span>${m.shipping(escapeHtml(shipping.display_name))}</span><span>${shipping.amount === 0 ? m.free : formatCents(shipping.amount)}</span></li>`
    : '';
  return layout(
    m.pageTitle,
    `<main>
  <section aria-labelledby="order-title">
    <p class="muted">${m.payTo}</p>
    <h1 id="order-title">Loopvoeding</h1>
    <ul aria-label="${m.yourOrder}">${items}${shippingLine}</ul>
    <p class="total"><span>${m.total}</span><span>${total}</span></p>
    <p class="muted"><a href="${escapeHtml(session.cancel_url)}">← ${m.backToShop}</a></p>
  </section>
  <section aria-labelledby="pay-title">
    <h2 id="pay-title">${m.paymentDetails}</h2>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post">
      <fieldset>
        <legend>${m.paymentMethod}</legend>
        <label class="method"><input type="radio" name="method" value="card" ${method === 'card' ? 'checked' : ''}> ${m.card}</label>
        <label for="cardNumber">${m.cardNumber}</label>
        <input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
        <div class="row">
          <div><label for="expiry">${m.expiry}</label><input type="text" id="expiry" name="expiry" autocomplete="cc-exp" placeholder="${m.expiryPlaceholder}"></div>
          <div><label for="cvc">CVC</label><input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
        </div>
        <label for="cardName">${m.nameOnCard}</label>
        <input type="text" id="cardName" name="cardName" autocomplete="cc-name">
      </fieldset>
      <fieldset>
        <legend>${m.orIdeal}</legend>
        <label class="method"><input type="radio" name="method" value="ideal" ${method === 'ideal' ? 'checked' : ''}> iDEAL</label>
        <label for="bank">${m.chooseBank}</label>
        <select id="bank" name="bank"><option value="">—</option>${IDEAL_BANKS.map((bank) => `<option>${bank}</option>`).join('')}</select>
      </fieldset>
      <button type="submit">${m.pay(total)}</button>
    </form>
    <p class="test">${m.testCards}</p>
  </section>
</main>`,
  );
}

export function closedSessionPage(session: EmulatedSession): string {
  const message = session.status === 'expired' ? m.sessionExpired : m.alreadyPaid;
  return layout(
    m.pageTitle,
    `<main><section><h1>${message}</h1><p><a href="${escapeHtml(session.cancel_url)}">${m.backToShop}</a></p></section></main>`,
  );
}
