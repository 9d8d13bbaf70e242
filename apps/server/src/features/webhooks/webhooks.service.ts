import type { WebhookGroup } from '@shop/shared/order';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { type PaymentSession, paysOrder } from '../payments/session-match.ts';
import * as repository from './webhooks.repository.ts';

type Order = NonNullable<Awaited<ReturnType<OrdersService['findBySession']>>>;

interface SessionLike extends PaymentSession {
  id?: string;
  payment_intent?: string | null;
  payment_status?: string;
  metadata?: Record<string, string> | null;
  customer_details?: { name?: string | null } | null;
}

/** Checkout events are grouped by their session; other events by their payment intent. */
function paymentGroupId(event: Stripe.Event): string | null {
  const object = event.data.object as SessionLike & { object?: string };
  if (event.type.startsWith('checkout.session.')) return object.id ?? null;
  return object.payment_intent ?? object.id ?? null;
}

export function createWebhooksService({
  db,
  orders,
  log,
}: {
  db: Database;
  orders: OrdersService;
  log: FastifyBaseLogger;
}) {
  /**
   * Applies a session's event to the order that session was made for, found by the session's id:
   * never to an order a session merely names in its metadata. A payment counts only when it is
   * for the order's total, in euros; anything else is logged and changes nothing.
   */
  async function apply(event: Stripe.Event, order: Order | undefined) {
    if (!event.type.startsWith('checkout.session.')) return;
    const session = event.data.object as SessionLike;
    if (!order) {
      if (session.metadata?.orderId) {
        log.warn(
          { sessionId: session.id, orderId: session.metadata.orderId, eventType: event.type },
          'payment event for a session no order was created with; ignored',
        );
      }
      return;
    }
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
    const markPaid = async () => {
      if (paysOrder(session, order)) {
        await orders.markPaid(order.id, paymentIntent);
        return;
      }
      log.warn(
        {
          sessionId: session.id,
          orderId: order.id,
          amount: session.amount_total,
          currency: session.currency,
        },
        'payment does not match its order (amount or currency); ignored',
      );
    };
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed method (e.g. a bank transfer) completes unpaid: the order keeps waiting for payment.
        if (session.payment_status === 'paid') await markPaid();
        break;
      case 'checkout.session.async_payment_succeeded':
        await markPaid();
        break;
      case 'checkout.session.async_payment_failed':
        await orders.release(order.id, 'cancelled');
        break;
      case 'checkout.session.expired':
        await orders.release(order.id, 'expired');
        break;
    }
  }

  return {
    /**
     * Stores each event once (by its Stripe id) and applies it. Replays and duplicates change
     * nothing; the order transitions themselves are conditional, so any arrival order is safe.
     */
    async handle(event: Stripe.Event) {
      const object = event.data.object as SessionLike;
      // The order whose payment session the event is about (other events name no session).
      const order = object.id ? await orders.findBySession(object.id) : undefined;
      const stored = await repository.recordEvent(db, {
        stripeEventId: event.id,
        eventType: event.type,
        paymentGroupId: paymentGroupId(event),
        orderId: order?.id ?? null,
        userId: object.metadata?.userId ?? null,
        data: JSON.stringify(event.data.object),
      });
      if (stored.processedAt) return;
      await apply(event, order);
      await repository.markProcessed(db, stored.id);
    },

    async groups(filters: {
      userId?: string;
      session?: string;
      from?: Date;
      to?: Date;
    }): Promise<WebhookGroup[]> {
      const events = await repository.findEvents(db, filters);
      const groups = new Map<string, Omit<WebhookGroup, 'customerName'>>();
      for (const event of events) {
        const data = JSON.parse(event.data) as SessionLike;
        const key = event.paymentGroupId ?? event.stripeEventId;
        const group = groups.get(key) ?? { groupId: key, userId: null, events: [] };
        group.events.push({
          _id: event.id,
          eventType: event.eventType,
          stripeEventId: event.stripeEventId,
          createdAt: event.createdAt.toISOString(),
          data,
        });
        group.userId ??= data.metadata?.userId ?? null;
        groups.set(key, group);
      }
      // Newest activity first.
      return [...groups.values()].reverse().map((group) => ({ ...group, customerName: customerName(group) }));
    },

    remove: (id: string) => repository.deleteEvent(db, id),
  };
}

/** The completed event's customer name, else the metadata's first and last name, else 'unknown'. */
function customerName(group: Omit<WebhookGroup, 'customerName'>): string {
  const datas = group.events.map((event) => event.data as SessionLike);
  const completed = group.events.find((event) => event.eventType === 'checkout.session.completed');
  const fromDetails = (completed?.data as SessionLike | undefined)?.customer_details?.name;
  if (fromDetails) return fromDetails;
  const withNames = datas.find((data) => data.metadata?.firstName || data.metadata?.lastName);
  const fromMetadata = [withNames?.metadata?.firstName, withNames?.metadata?.lastName]
    .filter(Boolean)
    .join(' ');
  return fromMetadata || 'unknown';
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
