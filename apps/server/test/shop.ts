import { eq } from 'drizzle-orm';
import type { AppConfig } from '../src/config.ts';
import { outgoingMails } from '../src/db/schema/mail.ts';
import { orders } from '../src/db/schema/orders.ts';
import { products } from '../src/db/schema/products.ts';
import type { Services } from '../src/services.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { type Actor, actor } from './factories.ts';

/**
 * A shop of its own for a test file, with an admin: `listen` when the test pays through the
 * payment emulator (the Stripe SDK reaches it over real HTTP).
 */
export async function openShop({
  listen = false,
  ...config
}: Partial<AppConfig> & { listen?: boolean } = {}): Promise<{ app: TestApp; admin: Actor }> {
  const app = await buildTestApp({ rateLimitMax: 1000, ...config }, { listen });
  return { app, admin: await actor(app, 'admin') };
}

/**
 * The app's own services: for setting up a state no route offers (an order placed without
 * checkout) and for the background work (the stale-order sweep).
 */
export function servicesOf(app: TestApp): Services {
  return app.composition.services;
}

/** A product's shelf stock and the part of it held for pending orders. */
export async function stockOf(app: TestApp, productId: string) {
  const [row] = await app.db.select().from(products).where(eq(products.id, productId));
  return { stock: row!.stock, reserved: row!.reservedStock };
}

/** An order as stored. */
export async function orderRow(app: TestApp, orderId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** The order paid through a payment session. */
export async function orderOfSession(app: TestApp, sessionId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.stripeSessionId, sessionId));
  return row!;
}

/** The order's confirmation e-mail as the outbox table holds it (undefined: none was queued). */
export async function confirmationMail(app: TestApp, orderId: string) {
  const [row] = await app.db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.key, `order-confirmation:${orderId}`));
  return row;
}
