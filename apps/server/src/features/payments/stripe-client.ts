import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/**
 * The official Stripe SDK: against Stripe with STRIPE_SECRET_KEY, otherwise against the built-in
 * emulator on this server (through the SDK's host/port/protocol options, so the same code path
 * runs). The emulator's port is known only once the server listens, hence the lazy creation.
 */
export function createStripeClient(app: FastifyInstance): () => Stripe {
  let client: Stripe | undefined;
  return () => {
    if (client) return client;
    const { stripeSecretKey, paymentEmulator, paymentEmulatorKey } = app.config;
    if (!paymentEmulator && stripeSecretKey) {
      client = new Stripe(stripeSecretKey, { maxNetworkRetries: 2, timeout: 20_000 });
      return client;
    }
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address !== 'object')
      throw new Error('payment emulator: the server is not listening');
    client = new Stripe(paymentEmulatorKey, {
      host: '127.0.0.1',
      port: address.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: 10_000,
      // Stryker disable next-line BooleanLiteral: what the SDK reports about itself changes no answer
      telemetry: false,
    });
    return client;
  };
}
