import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { emulatedSession, payOnHostedPage } from '../../../test/payments.ts';

/** The emulator's API as an attacker finds it: a key they do not have, limits Stripe has. */

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const validSession = (overrides: Record<string, string> = {}) => ({
  mode: 'payment',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'eur',
  'line_items[0][price_data][unit_amount]': '2390',
  'line_items[0][price_data][product_data][name]': 'Gel',
  success_url: `${app.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${app.config.publicUrl}/cart`,
  ...overrides,
});

/** One fixed-amount shipping option as the SDK form-encodes it. */
const shippingOption = (index: number, name: string, amount: string) => ({
  [`shipping_options[${index}][shipping_rate_data][type]`]: 'fixed_amount',
  [`shipping_options[${index}][shipping_rate_data][display_name]`]: name,
  [`shipping_options[${index}][shipping_rate_data][fixed_amount][amount]`]: amount,
  [`shipping_options[${index}][shipping_rate_data][fixed_amount][currency]`]: 'eur',
});

function createSession(form: Record<string, string>, key = app.config.paymentEmulatorKey) {
  return app.inject({
    method: 'POST',
    url: '/v1/checkout/sessions',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('the payment emulator', () => {
  it('answers only to its own generated key: not the old constant, not none, also not to expire', async () => {
    expect((await createSession(validSession())).statusCode).toBe(200);
    for (const key of ['sk_test_emulator', '', 'sk_test_']) {
      expect((await createSession(validSession(), key)).statusCode, key).toBe(401);
    }
    const { id } = (await createSession(validSession())).json();
    for (const headers of [{}, { authorization: 'Bearer sk_test_emulator' }]) {
      const expire = await app.inject({ method: 'POST', url: `/v1/checkout/sessions/${id}/expire`, headers });
      expect(expire.statusCode).toBe(401);
    }
  });

  it('sends the payer back only to the shop', async () => {
    for (const url of [
      'https://evil.example/success',
      '//evil.example/x',
      'javascript:alert(1)',
      'niet-een-url',
    ]) {
      expect((await createSession(validSession({ success_url: url }))).statusCode, url).toBe(400);
      expect((await createSession(validSession({ cancel_url: url }))).statusCode, url).toBe(400);
    }
  });

  it('keeps Stripe’s limits on metadata, line items and amounts', async () => {
    const manyKeys = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`metadata[k${i}]`, 'v']));
    const manyLines: Record<string, string> = {};
    for (let i = 0; i < 101; i += 1) {
      manyLines[`line_items[${i}][quantity]`] = '1';
      manyLines[`line_items[${i}][price_data][currency]`] = 'eur';
      manyLines[`line_items[${i}][price_data][unit_amount]`] = '100';
    }
    for (const form of [
      validSession(manyKeys),
      validSession({ [`metadata[${'k'.repeat(41)}]`]: 'v' }),
      validSession({ 'metadata[orderId]': 'x'.repeat(501) }),
      validSession(manyLines),
      validSession({ 'line_items[0][price_data][unit_amount]': '-1' }),
      validSession({ 'line_items[0][price_data][unit_amount]': '1.5' }),
      validSession({ 'line_items[0][price_data][unit_amount]': '100000000' }),
      validSession({ 'line_items[0][quantity]': '0' }),
    ]) {
      const response = await createSession(form);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await createSession(validSession({ 'metadata[orderId]': 'x'.repeat(500) }))).statusCode).toBe(
      200,
    );
  });

  it('charges the first shipping option on top of the line items, as Stripe preselects it', async () => {
    const response = await createSession(
      validSession({
        ...shippingOption(0, 'PostNL pakket', '695'),
        ...shippingOption(1, 'DHL avond', '1295'),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount_subtotal: 2390,
      amount_total: 3085,
      shipping_cost: { amount_subtotal: 695, amount_tax: 0, amount_total: 695 },
      shipping_options: [{ shipping_amount: 695 }, { shipping_amount: 1295 }],
    });
    const page = await app.inject({ method: 'GET', url: `/betalen/${response.json().id}` });
    expect(page.body).toMatch(/Verzending: PostNL pakket<\/span><span>€\s6,95/);
    expect(page.body).not.toContain('DHL avond');
    const without = (await createSession(validSession())).json();
    expect(without).toMatchObject({ amount_total: 2390, shipping_cost: null, shipping_options: [] });
  });

  it('keeps Stripe’s limits on shipping options', async () => {
    const six = Object.assign(
      {},
      ...Array.from({ length: 6 }, (_, i) => shippingOption(i, `Optie ${i}`, '100')),
    );
    for (const form of [
      validSession(six),
      validSession(shippingOption(0, 'Pakket', '-1')),
      validSession(shippingOption(0, 'Pakket', '1.5')),
      validSession(shippingOption(0, 'Pakket', '100000000')),
      validSession(shippingOption(0, '', '100')),
      validSession(shippingOption(0, 'x'.repeat(101), '100')),
      validSession({
        ...shippingOption(0, 'Pakket', '100'),
        'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'usd',
      }),
      validSession({
        ...shippingOption(0, 'Pakket', '100'),
        'shipping_options[0][shipping_rate_data][type]': 'per_kg',
      }),
      validSession({ 'shipping_options[0][shipping_rate]': 'shr_123' }),
    ]) {
      const response = await createSession(form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
    }
    const five = Object.assign(
      {},
      ...Array.from({ length: 5 }, (_, i) => shippingOption(i, `Optie ${i}`, '0')),
    );
    expect((await createSession(validSession(five))).statusCode).toBe(200);
  });

  it('refuses parameters of another shape with 400, before reading them', async () => {
    for (const form of [
      validSession({ line_items: 'abc' }),
      validSession({ metadata: 'x' }),
      validSession({ 'metadata[orderId][0]': 'x' }),
      validSession({ 'success_url[0]': 'x' }),
      validSession({ 'mode[0]': 'payment' }),
      validSession({ 'line_items[0][price_data]': 'x' }),
      validSession({ allowed_payment_method_types: 'card' }),
    ]) {
      const response = await createSession(form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.json().error.type).toBe('invalid_request_error');
    }
  });

  it('asks again when a field of the payment form is sent twice, and takes no payment until it is sent once', async () => {
    const { id } = (await createSession(validSession())).json();
    const card = ['cardNumber', '4242424242424242'] as [string, string];
    for (const form of [
      [['method', 'card'], card, card],
      [
        ['method', 'ideal'],
        ['bank', 'ing'],
        ['bank', 'rabobank'],
      ],
    ] as [string, string][][]) {
      const response = await payOnHostedPage(app, id, form);
      expect(response.statusCode, JSON.stringify(form)).toBe(402);
    }
    expect(await emulatedSession(app, id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    // The name on the card is optional: sent twice, it is left out, and the payment goes through.
    const named = await payOnHostedPage(app, id, [
      ['method', 'card'],
      card,
      ['cardName', 'a'],
      ['cardName', 'b'],
    ]);
    expect(named.statusCode).toBe(303);
  });
});
