import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';

/** Every payment-provider event received, once per event id; grouped by payment for the admin. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    stripeEventId: text().notNull().unique('webhook_events_stripe_event_unique'),
    eventType: text().notNull(),
    /** The checkout session (or payment intent) the event belongs to; events are grouped by it. */
    paymentGroupId: text(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    userId: text(),
    data: text().notNull(),
    processedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_group_idx').on(t.paymentGroupId),
    index('webhook_events_user_idx').on(t.userId),
    index('webhook_events_created_idx').on(t.createdAt),
  ],
);
