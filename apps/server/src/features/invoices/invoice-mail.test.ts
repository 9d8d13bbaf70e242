import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { openCheckout, payWithCard } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf.ts';
import { confirmationMail, orderRow } from '../../../test/shop.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { invoices } from '../../db/schema/invoices.ts';

/** The order confirmation carries the invoice: named in the outbox, made and attached when it is sent. */

let smtp: TestSmtpServer;
let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ rateLimitMax: 1000, smtpUrl: smtp.url }, { listen: true });
  admin = await actor(app, 'admin');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('the order confirmation', () => {
  it('is queued naming the invoice, and arrives with the invoice’s PDF attached', async () => {
    const { sessionId, orderId } = await openCheckout(app, admin);
    await payWithCard(app, sessionId);
    await expect.poll(async () => (await orderRow(app, orderId)).status).toBe('paid');
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));

    await expect.poll(async () => (await confirmationMail(app, orderId))?.status).toBe('sent');
    const mail = (await confirmationMail(app, orderId))!;
    // The outbox holds what to attach, not the file.
    expect(mail.attachments).toEqual([{ kind: 'invoice', invoiceId: invoice!.id }]);

    const [arrived] = smtp.received.filter((received) => received.messageId === mail.messageId);
    expect(arrived!.subject).toBe(mail.subject);
    expect(arrived!.text?.trim()).toBe(mail.text.trim());
    expect(arrived!.attachments).toHaveLength(1);
    const [pdf] = arrived!.attachments;
    expect(pdf).toMatchObject({
      filename: `factuur-${invoice!.number}.pdf`,
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    const text = await pdfText(pdf!.content);
    expect(text).toContain(`Factuur ${invoice!.number}`);
    expect(text).toContain('Loopvoeding B.V.');
  });
});
