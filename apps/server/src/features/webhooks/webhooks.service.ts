import type { WebhookGroup } from '@shop/shared/order';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import * as repository from './webhooks.repository.ts';

interface SessionLike {
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

export function createWebhooksService({ db, orders }: { db: Database; orders: OrdersService }) {
  async function apply(event: Stripe.Event) {
    if (!event.type.startsWith('checkout.session.')) return;
    const session = event.data.object as SessionLike;
    const orderId = session.metadata?.orderId;
    if (!orderId) return;
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed method (e.g. a bank transfer) completes unpaid: the order keeps waiting for payment.
        if (session.payment_status === 'paid') await orders.markPaid(orderId, paymentIntent);
        break;
      case 'checkout.session.async_payment_succeeded':
        await orders.markPaid(orderId, paymentIntent);
        break;
      case 'checkout.session.async_payment_failed':
        await orders.release(orderId, 'cancelled');
        break;
      case 'checkout.session.expired':
        await orders.release(orderId, 'expired');
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
      await apply(event);
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
