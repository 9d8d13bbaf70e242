import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { waitForIdleQueue } from '../../../test/jobs.ts';
import { openCheckout, payWithCard } from '../../../test/payments.ts';
import { confirmationMail, orderRow } from '../../../test/shop.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { MAIL_QUEUE } from './mail.service.ts';

/**
 * Outgoing mail survives faults: each test runs a shop against a real SMTP server on this machine
 * (or against a port where none listens yet), and the shop delivers from its job queue.
 */

/** A shop whose mail goes to `smtpUrl`, retrying after a second and giving up after `retries`. */
async function shopMailingTo(smtpUrl: string, retries = 16) {
  const app = await buildTestApp(
    { rateLimitMax: 1000, smtpUrl, mailRetryLimit: retries, mailRetryDelaySeconds: 1 },
    { listen: true },
  );
  return { app, admin: await actor(app, 'admin') };
}

/** A buyer pays an order on the hosted page; the webhook marks it paid. */
async function payAnOrder(app: TestApp, admin: Actor) {
  const { who, sessionId, orderId } = await openCheckout(app, admin);
  await payWithCard(app, sessionId);
  await expect.poll(async () => (await orderRow(app, orderId)).status).toBe('paid');
  return { who, sessionId, orderId };
}

describe('a normal payment', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ app, admin } = await shopMailingTo(smtp.url));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends exactly one confirmation, with the Message-ID recorded for it', async () => {
    const { who, sessionId, orderId } = await payAnOrder(app, admin);
    await expect.poll(async () => (await confirmationMail(app, orderId))?.status).toBe('sent');
    const mail = (await confirmationMail(app, orderId))!;
    expect(mail).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
    const arrived = smtp.received.filter((m) => m.messageId === mail.messageId);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.subject).toBe(mail.subject);
    expect(arrived[0]!.subject).toContain(orderId.slice(0, 8).toUpperCase());
    // The success page reports the payment the webhook reported: still one mail, once the mail
    // queue has nothing left to run.
    const success = await app.inject({
      method: 'POST',
      url: '/api/checkout/success',
      headers: who.headers,
      payload: { sessionId },
    });
    expect(success.json().status).toBe('paid');
    await waitForIdleQueue(app.db, MAIL_QUEUE);
    expect(smtp.received.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });
});

describe('a mail server that is down', () => {
  it('an order paid while it is down is confirmed once it comes back', async () => {
    const port = await freePort();
    const { app, admin } = await shopMailingTo(`smtp://127.0.0.1:${port}`);
    let smtp: TestSmtpServer | undefined;
    try {
      const { orderId } = await payAnOrder(app, admin);
      await expect.poll(async () => (await confirmationMail(app, orderId))?.attempts).toBeGreaterThan(0);
      expect(await confirmationMail(app, orderId)).toMatchObject({
        status: 'queued',
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      smtp = await startSmtpServer({ port });
      await expect
        .poll(async () => (await confirmationMail(app, orderId))?.status, { timeout: 20_000 })
        .toBe('sent');
      await waitForIdleQueue(app.db, MAIL_QUEUE);
      const mail = (await confirmationMail(app, orderId))!;
      expect(smtp.received.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
      expect(mail.attempts).toBeGreaterThan(1);
    } finally {
      await app.close();
      await smtp?.close();
    }
  });
});

describe('a mail server that refuses the mail for good', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: true });
    ({ app, admin } = await shopMailingTo(smtp.url, 2));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const mails = (query: string, who: Actor = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/mail?${query}`, headers: who.headers });

  it('ends failed after its attempts, with the last error, in the admin’s list; a retry sends it', async () => {
    const { orderId } = await payAnOrder(app, admin);
    await expect
      .poll(async () => (await confirmationMail(app, orderId))?.status, { timeout: 20_000 })
      .toBe('failed');
    const mail = (await confirmationMail(app, orderId))!;
    expect(mail.attempts).toBe(3);
    expect(mail.lastError).toMatch(/550/);

    const failed = await mails('status=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual([
      expect.objectContaining({ _id: mail.id, status: 'failed', attempts: 3, to: mail.to }),
    ]);
    expect((await mails(`status=sent&recipient=${encodeURIComponent(mail.to)}`)).json().data).toEqual([]);

    // The address is fixed at the mail server's end; the admin tries again.
    smtp.refuse(false);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${mail.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ _id: mail.id, status: 'queued' });
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${mail.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Alleen een mislukte e-mail kan opnieuw verstuurd worden.');
    await expect.poll(async () => (await confirmationMail(app, orderId))?.status).toBe('sent');
    await waitForIdleQueue(app.db, MAIL_QUEUE);
    expect(smtp.received.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
  });

  it('is for admins only, and an unknown mail is 404', async () => {
    const user = await actor(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    expect((await mails('', user)).statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('E-mail niet gevonden.');
  });
});
