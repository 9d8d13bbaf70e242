import type { WebhookGroup } from '@shop/shared/order';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { RefundsService } from '../orders/refunds.service.ts';
import { paysOrder } from '../payments/session-match.ts';
import {
  type PaymentEvent,
  type PaymentObject,
  type RefundObject,
  readStoredObject,
  refundObjectSchema,
} from './payment-event.ts';
import * as repository from './webhooks.repository.ts';

type Order = NonNullable<Awaited<ReturnType<OrdersService['findBySession']>>>;

/** The events whose object is a refund (decision 057). */
const refundEvents = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** The refunds an event is about: a refund event's own, or those a refunded charge lists. */
function refundsIn(event: PaymentEvent): RefundObject[] {
  if (event.type === 'charge.refunded') return event.data.object.refunds?.data ?? [];
  if (!refundEvents.has(event.type)) return [];
  const refund = refundObjectSchema.safeParse(event.data.object);
  return refund.success ? [refund.data] : [];
}

const isRefundEvent = (event: PaymentEvent) =>
  event.type === 'charge.refunded' || refundEvents.has(event.type);

/**
 * Checkout events are grouped by their session, and so are the refund events of the order that
 * session paid; other events by their payment intent.
 */
function paymentGroupId(event: PaymentEvent, order: Order | undefined): string | null {
  const object = event.data.object;
  if (event.type.startsWith('checkout.session.')) return object.id ?? null;
  return order?.stripeSessionId ?? object.payment_intent ?? object.id ?? null;
}

export function createWebhooksService({
  db,
  orders,
  refunds,
  log,
}: {
  db: Database;
  orders: OrdersService;
  refunds: RefundsService;
  log: FastifyBaseLogger;
}) {
  /**
   * Applies a session's event to the order that session was made for, found by the session's id:
   * never to an order a session merely names in its metadata. A payment counts only when it is
   * for the order's total, in euros; anything else is logged and changes nothing.
   */
  async function apply(event: PaymentEvent, order: Order | undefined) {
    if (!event.type.startsWith('checkout.session.')) return;
    const session = event.data.object;
    if (!order) {
      if (session.metadata?.orderId) {
        log.warn(
          { sessionId: session.id, orderId: session.metadata.orderId, eventType: event.type },
          'payment event for a session no order was created with; ignored',
        );
      }
      return;
    }
    const paymentIntent = session.payment_intent ?? null;
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
    async handle(event: PaymentEvent) {
      const object = event.data.object;
      // The order whose payment session the event is about, or whose payment a refund pays back.
      const order = isRefundEvent(event)
        ? object.payment_intent
          ? await orders.findByPaymentIntent(object.payment_intent)
          : undefined
        : object.id
          ? await orders.findBySession(object.id)
          : undefined;
      const stored = await repository.recordEvent(db, {
        stripeEventId: event.id,
        eventType: event.type,
        paymentGroupId: paymentGroupId(event, order),
        orderId: order?.id ?? null,
        userId: object.metadata?.userId ?? null,
        data: JSON.stringify(event.data.object),
      });
      if (stored.processedAt) return;
      await apply(event, order);
      for (const refund of refundsIn(event)) await refunds.applyProviderRefund(refund);
      await repository.markProcessed(db, stored.id);
    },

    async groups(filters: {
      userId?: string;
      session?: string;
      from?: Date;
      to?: Date;
    }): Promise<WebhookGroup[]> {
      const events = await repository.findEvents(db, filters);
      const groups = new Map<string, GroupBeingRead>();
      for (const event of events) {
        const { raw, object } = readStoredObject(event.data);
        const key = event.paymentGroupId ?? event.stripeEventId;
        const group = groups.get(key) ?? { groupId: key, userId: null, events: [], objects: [] };
        group.events.push({
          _id: event.id,
          eventType: event.eventType,
          stripeEventId: event.stripeEventId,
          createdAt: event.createdAt.toISOString(),
          data: raw,
        });
        group.objects.push({ eventType: event.eventType, object });
        group.userId ??= object.metadata?.userId ?? null;
        groups.set(key, group);
      }
      // Newest activity first.
      return [...groups.values()]
        .reverse()
        .map(({ objects, ...group }) => ({ ...group, customerName: customerName(objects) }));
    },

    remove: (id: string) => repository.deleteEvent(db, id),
  };
}

/** A group while the events are read: its events as sent, and their objects as the shop reads them. */
type GroupBeingRead = Omit<WebhookGroup, 'customerName'> & {
  objects: { eventType: string; object: PaymentObject }[];
};

/** The completed event's customer name, else the metadata's first and last name, else 'unknown'. */
function customerName(objects: GroupBeingRead['objects']): string {
  const completed = objects.find((entry) => entry.eventType === 'checkout.session.completed');
  const fromDetails = completed?.object.customer_details?.name;
  if (fromDetails) return fromDetails;
  const withNames = objects.find(({ object }) => object.metadata?.firstName || object.metadata?.lastName);
  const fromMetadata = [withNames?.object.metadata?.firstName, withNames?.object.metadata?.lastName]
    .filter(Boolean)
    .join(' ');
  return fromMetadata || 'unknown';
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
