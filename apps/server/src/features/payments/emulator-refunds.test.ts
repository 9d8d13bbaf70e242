import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { emulatedPayment, payOnHostedPage } from '../../../test/payments.ts';

/**
 * The emulator's refunds as the official SDK sees them (decision 057): `refunds.create` answers a
 * `Stripe.Refund`, and the `charge.refunded` and `refund.updated` events that follow reach the
 * shop signed, so that `stripe.webhooks.constructEvent` verifies them and the SDK's types describe
 * them. The events are read where the emulator hands them to the shop's webhook endpoint.
 */

let app: TestApp;
let stripe: Stripe;
/** Every delivery of an event to the shop's webhook endpoint: its raw body and signature. */
const deliveries: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  app = await buildTestApp({}, { listen: true });
  stripe = app.composition.stripe();
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  vi.spyOn(app, 'inject').mockImplementation(((options: InjectOptions) => {
    if (options.url === '/api/webhooks/stripe') {
      deliveries.push({
        payload: String(options.payload),
        signature: String(options.headers?.['stripe-signature']),
      });
    }
    return inject(options);
  }) as unknown as typeof app.inject);
});
afterAll(() => app.close());

/** The events about a payment that reached the shop, verified as the shop verifies them. */
function eventsOf(paymentIntent: string): Stripe.Event[] {
  return deliveries
    .map(({ payload, signature }) =>
      stripe.webhooks.constructEvent(payload, signature, app.config.stripeWebhookSecret),
    )
    .filter((event) => (event.data.object as { payment_intent?: unknown }).payment_intent === paymentIntent);
}

/** Waits for the `count`th event of this type about the payment. */
async function nthEvent<T extends Stripe.Event['type']>(paymentIntent: string, type: T, count = 1) {
  await expect
    .poll(() => eventsOf(paymentIntent).filter((event) => event.type === type).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return eventsOf(paymentIntent).filter((event) => event.type === type)[count - 1] as Extract<
    Stripe.Event,
    { type: T }
  >;
}

/** The refund as the API sent it, without what the SDK adds about the response. */
const body = ({ lastResponse: _, ...refund }: Stripe.Response<Stripe.Refund>): Stripe.Refund => refund;

describe('POST /v1/refunds', () => {
  it('answers a Stripe.Refund of the payment intent, succeeded, with the metadata given', async () => {
    const paymentIntent = await emulatedPayment(app, 2390);
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 1000, metadata: { orderId: 'o-1', refundId: 'r-1' } },
      { idempotencyKey: 'refund-shape' },
    );
    expect(body(refund)).toEqual({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      amount: 1000,
      balance_transaction: expect.stringMatching(/^txn_/),
      charge: expect.stringMatching(/^ch_/),
      created: expect.any(Number),
      currency: 'eur',
      customer: null,
      customer_account: null,
      destination_details: {
        type: 'card',
        card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      },
      metadata: { orderId: 'o-1', refundId: 'r-1' },
      payment_intent: paymentIntent,
      payment_method: expect.stringMatching(/^pm_/),
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    } satisfies Stripe.Refund);
    expect(Math.abs(refund.created - Date.now() / 1000)).toBeLessThan(60);
  });

  it('then sends charge.refunded and refund.updated, signed so the SDK verifies them, in Stripe’s shapes', async () => {
    const paymentIntent = await emulatedPayment(app, 2390);
    const refund = body(
      await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: 1000, reason: 'requested_by_customer' },
        { idempotencyKey: 'refund-events' },
      ),
    );
    const charged = await nthEvent(paymentIntent, 'charge.refunded');
    expect(charged).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      api_version: expect.any(String),
      created: expect.any(Number),
      livemode: false,
      pending_webhooks: 1,
      request: { id: expect.stringMatching(/^req_/), idempotency_key: 'refund-events' },
    });
    const charge: Stripe.Charge = charged.data.object;
    expect(charge).toMatchObject({
      id: refund.charge,
      object: 'charge',
      billing_details: { address: null, email: null, name: 'Sanne de Vries', phone: null, tax_id: null },
      calculated_statement_descriptor: 'LOOPVOEDING',
      livemode: false,
      amount: 2390,
      amount_captured: 2390,
      amount_refunded: 1000,
      captured: true,
      currency: 'eur',
      disputed: false,
      paid: true,
      payment_intent: paymentIntent,
      refunded: false,
      status: 'succeeded',
      refunds: {
        object: 'list',
        data: [refund],
        has_more: false,
        url: `/v1/charges/${refund.charge}/refunds`,
      },
    });
    const updated = await nthEvent(paymentIntent, 'refund.updated');
    const updatedRefund: Stripe.Refund = updated.data.object;
    expect(updatedRefund).toEqual({ ...refund, reason: 'requested_by_customer' });
    expect(updated.request?.idempotency_key).toBe('refund-events');
    // Tampered with, the payload no longer verifies.
    const delivery = deliveries.find(({ payload }) => payload.includes(updated.id))!;
    expect(() =>
      stripe.webhooks.constructEvent(
        delivery.payload.replace('"amount":1000', '"amount":2390'),
        delivery.signature,
        app.config.stripeWebhookSecret,
      ),
    ).toThrow();
  });

  it('refunds the rest without an amount, and the charge is then refunded: nothing more can go back', async () => {
    const paymentIntent = await emulatedPayment(app, 2390);
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 390 });
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(2000);
    const charged = await nthEvent(paymentIntent, 'charge.refunded', 2);
    expect(charged.data.object).toMatchObject({ amount_refunded: 2390, refunded: true });
    expect(charged.data.object.refunds?.data.map((refund) => refund.amount)).toEqual([2000, 390]);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 1 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${rest.charge} has already been refunded.`,
    });
  });

  it('refuses as Stripe does: more than is left, an unknown payment, a bad amount, reason or metadata', async () => {
    const paymentIntent = await emulatedPayment(app, 2390);
    const refused = (params: Stripe.RefundCreateParams, code: string, message: string, statusCode = 400) =>
      expect(stripe.refunds.create(params), JSON.stringify(params)).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode,
        code,
        message,
      });
    const own = { payment_intent: paymentIntent };
    await refused(
      { ...own, amount: 2391 },
      'amount_too_large',
      'Refund amount (€23.91) is greater than unrefunded amount on charge (€23.90)',
    );
    await refused(
      { payment_intent: 'pi_test_unknown', amount: 1 },
      'resource_missing',
      "No such payment_intent: 'pi_test_unknown'",
      404,
    );
    await refused(
      { charge: 'ch_test_unknown' },
      'resource_missing',
      "No such charge: 'ch_test_unknown'",
      404,
    );
    await expect(stripe.refunds.create({})).rejects.toMatchObject({
      statusCode: 400,
      message: 'Missing required param: charge or payment_intent.',
    });
    for (const amount of [0, -5, 1.5, 1e20]) {
      await refused({ ...own, amount }, 'parameter_invalid_integer', 'Invalid positive integer: amount.');
    }
    await refused(
      { ...own, currency: 'usd' },
      'parameter_invalid',
      'The currency of a refund must be the currency of its charge.',
    );
    await refused(
      { ...own, reason: 'changed_my_mind' as Stripe.RefundCreateParams.Reason },
      'parameter_invalid',
      'Invalid reason: must be one of duplicate, fraudulent, requested_by_customer.',
    );
    const tooLong = 'metadata: keys up to 40 and values up to 500 characters.';
    await refused({ ...own, metadata: { [`k${'x'.repeat(40)}`]: 'v' } }, 'parameter_invalid', tooLong);
    await refused({ ...own, metadata: { key: 'v'.repeat(501) } }, 'parameter_invalid', tooLong);
    await refused(
      { ...own, metadata: Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`k${n}`, 'v'])) },
      'parameter_invalid',
      'metadata: at most 50 keys.',
    );
    // Right at Stripe's limits it refunds: one cent, in the charge's currency, 50 keys of 40 characters, values of 500.
    const atTheLimits = await stripe.refunds.create({
      ...own,
      amount: 1,
      currency: 'eur',
      reason: 'duplicate',
      metadata: Object.fromEntries(
        Array.from({ length: 50 }, (_, n) => [
          `${String(n).padStart(2, '0')}${'k'.repeat(38)}`,
          'v'.repeat(500),
        ]),
      ),
    });
    expect(atTheLimits).toMatchObject({ amount: 1, reason: 'duplicate', status: 'succeeded' });
    // None of the refused ones refunded anything.
    expect((await stripe.refunds.create(own)).amount).toBe(2389);
  });

  it('refunds a payment made with iDEAL without a card’s destination', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 1000, product_data: { name: 'Gel' } } },
      ],
      success_url: `${app.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.config.publicUrl}/cart`,
    });
    expect((await payOnHostedPage(app, session.id, { method: 'ideal', bank: 'ING' })).statusCode).toBe(303);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = body(await stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(refund).toMatchObject({ amount: 1000, status: 'succeeded' });
    expect(refund).not.toHaveProperty('destination_details');
  });

  it('refunds a payment named by its charge too', async () => {
    const paymentIntent = await emulatedPayment(app, 1500);
    const first = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    const second = await stripe.refunds.create({ charge: first.charge as string, amount: 500 });
    expect(second).toMatchObject({ payment_intent: paymentIntent, charge: first.charge, amount: 500 });
  });

  it('answers a request repeated with its idempotency key as the first time, and makes no second refund', async () => {
    const paymentIntent = await emulatedPayment(app, 2390);
    const params = { payment_intent: paymentIntent, amount: 700 };
    const first = await stripe.refunds.create(params, { idempotencyKey: 'refund-once' });
    const again = await stripe.refunds.create(params, { idempotencyKey: 'refund-once' });
    expect(body(again)).toEqual(body(first));
    await expect(
      stripe.refunds.create({ ...params, amount: 800 }, { idempotencyKey: 'refund-once' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    // The charge of a later refund lists two refunds, not three.
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });
    const charged = await nthEvent(paymentIntent, 'charge.refunded', 2);
    expect(charged.data.object.refunds?.data.map((refund) => refund.amount)).toEqual([100, 700]);
    expect(charged.data.object.amount_refunded).toBe(800);
  });

  it('with the card whose refunds fail: answered pending, then refund.updated says it failed, and the money is refundable again', async () => {
    const paymentIntent = await emulatedPayment(app, 2390, '4000 0000 0000 5126');
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 2390 });
    expect(refund.status).toBe('pending');
    const charged = await nthEvent(paymentIntent, 'charge.refunded');
    expect(charged.data.object.refunds?.data[0]).toMatchObject({ id: refund.id, status: 'pending' });
    const updated = await nthEvent(paymentIntent, 'refund.updated');
    expect(updated.data.object).toMatchObject({
      id: refund.id,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      failure_balance_transaction: expect.stringMatching(/^txn_/),
    });
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(2390);
  });

  it('answers only to its own key, and refuses parameters of another shape', async () => {
    const paymentIntent = await emulatedPayment(app, 2390);
    const form = new URLSearchParams({ payment_intent: paymentIntent, amount: '100' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const authorization of [undefined, 'Bearer sk_test_emulator']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/refunds',
        headers: authorization ? { ...headers, authorization } : headers,
        payload: form,
      });
      expect(response.statusCode).toBe(401);
    }
    const misshaped = await app.inject({
      method: 'POST',
      url: '/v1/refunds',
      headers: { ...headers, authorization: `Bearer ${app.config.paymentEmulatorKey}` },
      payload: `payment_intent=${paymentIntent}&metadata=x`,
    });
    expect(misshaped.statusCode).toBe(400);
    expect(misshaped.json().error.type).toBe('invalid_request_error');
    // Amounts the SDK never sends, but a form can: only digits are an integer.
    for (const amount of ['1e3', '10.', ' 10']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/refunds',
        headers: { ...headers, authorization: `Bearer ${app.config.paymentEmulatorKey}` },
        payload: new URLSearchParams({ payment_intent: paymentIntent, amount }).toString(),
      });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().error.code, amount).toBe('parameter_invalid_integer');
    }
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(2390);
  });
});
