import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createStripeClient } from './stripe-client.ts';

/** The part of the app the client reads: its configuration and the port it listens on. */
function fakeApp(
  config: { stripeSecretKey?: string; paymentEmulator: boolean },
  port: number | null | string = 4321,
) {
  const address = typeof port === 'number' ? { address: '127.0.0.1', family: 'IPv4', port } : port;
  return {
    config: { ...config, paymentEmulatorKey: 'sk_test_generated' },
    server: { address: () => address },
  } as unknown as FastifyInstance;
}

describe('the payment client', () => {
  it('talks to Stripe itself when a secret key is set and the emulator is off', () => {
    const stripe = createStripeClient(fakeApp({ stripeSecretKey: 'sk_test_real', paymentEmulator: false }))();
    expect(stripe.getApiField('host')).toBe('api.stripe.com');
    expect(stripe.getApiField('protocol')).toBe('https');
    expect(stripe.getMaxNetworkRetries()).toBe(2);
    expect(stripe.getApiField('timeout')).toBe(20_000);
  });

  it('talks to the built-in emulator on this server over plain http otherwise, without retries', () => {
    for (const config of [
      { paymentEmulator: true },
      { stripeSecretKey: 'sk_test_real', paymentEmulator: true },
      { stripeSecretKey: '', paymentEmulator: false },
    ]) {
      const stripe = createStripeClient(fakeApp(config, 4321))();
      expect(stripe.getApiField('host'), JSON.stringify(config)).toBe('127.0.0.1');
      expect(stripe.getApiField('port')).toBe(4321);
      expect(stripe.getApiField('protocol')).toBe('http');
      expect(stripe.getMaxNetworkRetries()).toBe(0);
    }
  });

  it('is made once and then reused', () => {
    const client = createStripeClient(fakeApp({ paymentEmulator: true }));
    expect(client()).toBe(client());
  });

  it('cannot reach the emulator before the server listens on a TCP port', () => {
    for (const address of [null, '/run/shop.sock']) {
      const client = createStripeClient(fakeApp({ paymentEmulator: true }, address));
      expect(() => client()).toThrow('payment emulator: the server is not listening');
    }
  });
});
