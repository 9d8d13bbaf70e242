import { formatCents } from '@shop/shared/money';
import { vatBreakdown } from '@shop/shared/vat';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import { confirmationMail, openShop, servicesOf } from '../../../test/shop.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * The order confirmation as the buyer's mail program gets it: a shop that mails to a real SMTP
 * server on this machine, an order paid, and the mail that arrived, read back part by part.
 */

let smtp: TestSmtpServer;
let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ app, admin } = await openShop({ smtpUrl: smtp.url }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const address = {
  addressFirstName: 'Sanne',
  addressLastName: 'de Vries',
  addressEmail: 'bezorging@example.nl',
  addressStreet: 'Stationsstraat',
  addressNumber: '10-C',
  addressZip: '3511 AB',
  addressCity: 'Utrecht',
  addressCountry: 'Nederland',
};

/** A pending order as checkout leaves it, with lines of the given titles, prices and quantities. */
async function placeOrder(
  lines: { title: string; unitPriceCents: number; quantity: number }[],
  buyerAddress: Partial<typeof address> = {},
  extra: {
    couponCode?: string;
    shipping?: { methodId: string; name: string; carrier: string; priceCents: number };
  } = {},
) {
  const buyer = await actor(app);
  const priced = [];
  for (const line of lines) {
    const product = await createProduct(app, { stock: 10 }, admin.id);
    priced.push({ ...line, productId: product.id, vatClass: 'reduced' as const });
  }
  return servicesOf(app).orders.place(
    { userId: buyer.id, userEmail: buyer.email, vatCountry: 'NL', ...address, ...buyerAddress, ...extra },
    priced,
  );
}

/** What checkout records of the shipping and the VAT (decisions 047 and 048), written onto the order. */
async function recordSnapshot(
  orderId: string,
  {
    method,
    shippingCents,
    lines,
  }: {
    method: string;
    shippingCents: number;
    lines: { grossCents: number; vatClass: 'reduced' | 'standard' }[];
  },
) {
  const vat = vatBreakdown({ lines, shippingGrossCents: shippingCents, country: 'NL', date: '2025-06-02' });
  await app.db
    .update(orders)
    .set({
      shippingMethodName: method,
      shippingCarrier: method.split(' ')[0] ?? '',
      shippingPriceCents: shippingCents,
      vatCountry: 'NL',
      shippingVat: vat.shipping,
      vatTotals: vat.totals,
      vatCents: vat.vatCents,
      totalCents: vat.grossCents,
    })
    .where(eq(orders.id, orderId));
}

/** The admin marks the order paid; resolves with the confirmation as the SMTP server received it. */
async function payAndReceive(orderId: string): Promise<ParsedMail> {
  const paid = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.headers,
    payload: { status: 'paid' },
  });
  expect(paid.statusCode).toBe(200);
  await expect.poll(async () => (await confirmationMail(app, orderId))?.status).toBe('sent');
  const { messageId } = (await confirmationMail(app, orderId))!;
  const arrived = smtp.received.filter((mail) => mail.messageId === messageId);
  expect(arrived).toHaveLength(1);
  return arrived[0]!;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!);

/** The HTML part's table of amounts, row by row: [what, how much], as a reader sees the text. */
function htmlAmounts(html: string): string[][] {
  const table = /<table[^>]*data-text-columns[^>]*>(.*?)<\/table>/s.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, row]) =>
    [...row!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => decode(cell!)),
  );
}

/** The plain-text part's amounts: the lines between 'Je bestelling' and 'Verzendadres', in columns. */
function textAmounts(text: string): string[][] {
  const block = /^Je bestelling\n(.*?)\nVerzendadres$/ms.exec(text)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/ {2,}/));
}

const euro = formatCents;

describe('the order confirmation, as it arrives', () => {
  it('lists the lines, shipping, total and the VAT per rate, in HTML and in the text part alike', async () => {
    const order = await placeOrder([
      { title: 'Cafeïnegel citroen', unitPriceCents: 1000, quantity: 2 },
      { title: 'Bidon 500 ml', unitPriceCents: 650, quantity: 1 },
    ]);
    await recordSnapshot(order.id, {
      method: 'PostNL pakket',
      shippingCents: 495,
      lines: [
        { grossCents: 2000, vatClass: 'reduced' },
        { grossCents: 650, vatClass: 'standard' },
      ],
    });
    const mail = await payAndReceive(order.id);
    const reference = order.id.slice(0, 8).toUpperCase();

    expect(mail.subject).toBe(`Bevestiging van je bestelling ${reference}`);
    expect(mail.to).toMatchObject({ text: 'bezorging@example.nl' });
    // Shipping's € 4,95 is split over the goods' rates (€ 3,74 at 9 %, € 1,21 at 21 %), so the
    // 9 % holds € 1,65 + € 0,31 and the 21 % € 1,13 + € 0,21.
    const amounts = [
      ['2 × Cafeïnegel citroen', euro(2000)],
      ['1 × Bidon 500 ml', euro(650)],
      ['Subtotaal', euro(2650)],
      ['Verzending: PostNL pakket', euro(495)],
      ['Totaal (incl. btw)', euro(3145)],
      ['waarvan btw 9\u00a0%', euro(196)],
      ['waarvan btw 21\u00a0%', euro(134)],
    ];
    const html = mail.html as string;
    expect(htmlAmounts(html)).toEqual(amounts);
    expect(html).toContain('<html dir="ltr" lang="nl">');
    expect(html).toContain('Bedankt voor je bestelling!');
    expect(html).toContain('Hallo Sanne,');
    expect(html).toContain(`(bestelling ${reference})`);
    expect(html).toContain('Sanne de Vries<br/>Stationsstraat 10-C<br/>3511 AB Utrecht<br/>Nederland');
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/profile"[^>]*>.*Bekijk je bestellingen.*<\/a>/s);
    expect(html).toContain('Sportieve groet,<br/>Team Loopvoeding');

    const text = mail.text!;
    expect(textAmounts(text)).toEqual(amounts);
    expect(text).toContain(
      [
        'Hallo Sanne,',
        '',
        `Bedankt voor je bestelling bij Loopvoeding. We hebben je betaling ontvangen (bestelling ${reference}).`,
      ].join('\n'),
    );
    expect(text).toContain(
      ['Verzendadres', '', 'Sanne de Vries', 'Stationsstraat 10-C', '3511 AB Utrecht', 'Nederland'].join(
        '\n',
      ),
    );
    expect(text).toContain('Bekijk je bestellingen http://localhost:3000/profile');
    expect(text).toMatch(/Sportieve groet,\nTeam Loopvoeding\s*$/);
    // The inbox preview and the markup stay out of the text.
    expect(text).not.toMatch(/<|&amp;|&lt;/);
    expect(text.match(/Bedankt voor je bestelling bij Loopvoeding/g)).toHaveLength(1);
  });

  it('says Gratis for shipping that costs nothing', async () => {
    const order = await placeOrder([{ title: 'Sportdrank 1 kg', unitPriceCents: 2495, quantity: 3 }]);
    await recordSnapshot(order.id, {
      method: 'DHL afhaalpunt',
      shippingCents: 0,
      lines: [{ grossCents: 7485, vatClass: 'reduced' }],
    });
    const mail = await payAndReceive(order.id);
    const amounts = [
      ['3 × Sportdrank 1 kg', euro(7485)],
      ['Subtotaal', euro(7485)],
      ['Verzending: DHL afhaalpunt', 'Gratis'],
      ['Totaal (incl. btw)', euro(7485)],
      ['waarvan btw 9\u00a0%', euro(618)],
    ];
    expect(htmlAmounts(mail.html as string)).toEqual(amounts);
    expect(textAmounts(mail.text!)).toEqual(amounts);
  });

  it('names a coupon code under the subtotal: its reduction, or that it made shipping free', async () => {
    const { coupons, shipping } = servicesOf(app);
    const method = await shipping.create({
      name: 'PostNL pakket',
      carrier: 'PostNL',
      countries: ['NL'],
      price: 4.95,
      freeAbove: null,
      maxOrder: null,
      deliveryEstimate: '1 werkdag',
      isActive: true,
    });
    const postnl = { methodId: method._id, name: 'PostNL pakket', carrier: 'PostNL', priceCents: 495 };
    const base = { percentOff: null, amountOff: null, validFrom: null, validTo: null, minimumOrder: null };
    const limits = { usageLimit: null, perCustomerLimit: null, firstOrderOnly: false, isActive: true };
    const [tenPercent, freeShipping] = [
      await coupons.create({ ...base, ...limits, code: 'MAILTIEN', kind: 'percentage', percentOff: 10 }),
      await coupons.create({ ...base, ...limits, code: 'MAILGRATIS', kind: 'free_shipping' }),
    ];
    const reduced = await placeOrder(
      [{ title: 'Energiereep', unitPriceCents: 3395, quantity: 1 }],
      {},
      {
        couponCode: tenPercent.code,
        shipping: postnl,
      },
    );
    const mail = await payAndReceive(reduced.id);
    const amounts = [
      ['1 × Energiereep', euro(3395)],
      ['Subtotaal', euro(3395)],
      ['Korting (MAILTIEN)', euro(-340)],
      ['Verzending: PostNL pakket', euro(495)],
      ['Totaal (incl. btw)', euro(3550)],
      // Goods at 9 % only, so the shipping too: 9 % of € 35,50.
      ['waarvan btw 9\u00a0%', euro(293)],
    ];
    expect(htmlAmounts(mail.html as string)).toEqual(amounts);
    expect(textAmounts(mail.text!)).toEqual(amounts);

    const free = await placeOrder(
      [{ title: 'Zoutcapsules', unitPriceCents: 1295, quantity: 1 }],
      {},
      {
        couponCode: freeShipping.code,
        shipping: postnl,
      },
    );
    const freeMail = await payAndReceive(free.id);
    expect(htmlAmounts(freeMail.html as string).slice(1, 4)).toEqual([
      ['Subtotaal', euro(1295)],
      ['Korting (MAILGRATIS)', 'Gratis verzending'],
      ['Verzending: PostNL pakket', 'Gratis'],
    ]);
  });

  it('shipping paid without a method’s name still has its line', async () => {
    const order = await placeOrder([{ title: 'Hardloopsokken', unitPriceCents: 1295, quantity: 1 }]);
    await recordSnapshot(order.id, {
      method: '',
      shippingCents: 395,
      lines: [{ grossCents: 1295, vatClass: 'standard' }],
    });
    const mail = await payAndReceive(order.id);
    const amounts = [
      ['1 × Hardloopsokken', euro(1295)],
      ['Subtotaal', euro(1295)],
      ['Verzending', euro(395)],
      ['Totaal (incl. btw)', euro(1690)],
      ['waarvan btw 21\u00a0%', euro(294)],
    ];
    expect(htmlAmounts(mail.html as string)).toEqual(amounts);
    expect(textAmounts(mail.text!)).toEqual(amounts);
  });

  it('an order from before shipping and VAT were recorded reads without those lines', async () => {
    const order = await placeOrder([
      { title: 'Energiereep', unitPriceCents: 250, quantity: 4 },
      { title: 'Zoutcapsules', unitPriceCents: 1295, quantity: 1 },
    ]);
    // The columns as an old order has them, whatever checkout records today.
    await app.db
      .update(orders)
      .set({
        shippingMethodId: null,
        shippingMethodName: '',
        shippingCarrier: '',
        shippingPriceCents: 0,
        vatCountry: null,
        shippingVat: [],
        vatTotals: [],
        vatCents: 0,
        totalCents: 2295,
      })
      .where(eq(orders.id, order.id));
    const mail = await payAndReceive(order.id);
    const amounts = [
      ['4 × Energiereep', euro(1000)],
      ['1 × Zoutcapsules', euro(1295)],
      ['Totaal (incl. btw)', euro(2295)],
    ];
    expect(htmlAmounts(mail.html as string)).toEqual(amounts);
    expect(textAmounts(mail.text!)).toEqual(amounts);
    for (const part of [mail.html as string, mail.text!]) {
      expect(part).not.toMatch(/Verzending|Subtotaal|waarvan btw|Gratis/);
    }
  });

  it('a title or a name with markup arrives as text, never as HTML', async () => {
    const title = '<script>alert("x")</script> Gel & Co <b>vet</b>';
    const order = await placeOrder([{ title, unitPriceCents: 300, quantity: 1 }], {
      addressFirstName: '<img src=x onerror=alert(1)>',
      addressCity: 'Utrecht</p><a href="https://example.com">klik</a>',
    });
    const mail = await payAndReceive(order.id);
    const html = mail.html as string;
    expect(html).not.toMatch(/<script|<b>|<img|<a href="https:\/\/example\.com"/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Gel &amp; Co &lt;b&gt;vet&lt;/b&gt;',
    );
    expect(html).toContain('Hallo &lt;img src=x onerror=alert(1)&gt;,');
    expect(htmlAmounts(html)[0]).toEqual([`1 × ${title}`, euro(300)]);
    // The text part shows what was typed, as it was typed.
    const text = mail.text!;
    expect(textAmounts(text)[0]).toEqual([`1 × ${title}`, euro(300)]);
    expect(text).toContain('Hallo <img src=x onerror=alert(1)>,');
    expect(text).toContain('3511 AB Utrecht</p><a href="https://example.com">klik</a>');
  });
});
