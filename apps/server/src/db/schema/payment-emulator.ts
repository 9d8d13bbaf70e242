import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * What the built-in payment emulator keeps (decision 069): its checkout sessions, the payments
 * made on them and its answers by idempotency key, as JSON, in the database every process shares,
 * so a session made through one process is paid and confirmed through another.
 */
export const paymentEmulatorRecords = pgTable(
  'payment_emulator_records',
  {
    kind: text({ enum: ['session', 'payment', 'answer'] }).notNull(),
    id: text().notNull(),
    data: jsonb().notNull(),
    /** A payment's charge id, by which a refund may name it. */
    chargeId: text(),
    /** An open session's expiry (seconds since 1970); null once it is closed. */
    openUntil: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('payment_emulator_records_charge_idx').on(t.chargeId),
    index('payment_emulator_records_open_until_idx').on(t.openUntil),
  ],
);
