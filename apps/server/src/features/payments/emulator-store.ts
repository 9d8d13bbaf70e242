import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import { paymentEmulatorRecords } from '../../db/schema/payment-emulator.ts';
import type { Database } from '../../db/types.ts';

/** The subset of a Stripe Checkout Session the shop and the hosted page use. */
export interface EmulatedSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** The line items' sum. */
  amount_subtotal: number;
  /** What the payer pays: the line items and the chosen shipping. */
  amount_total: number;
  currency: string;
  locale: string | null;
  customer_email: string | null;
  customer_details: { name: string | null; email: string | null } | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  /** The shipping option chosen (the first offered, as Stripe preselects it); null without options. */
  shipping_cost: {
    amount_subtotal: number;
    amount_tax: number;
    amount_total: number;
    shipping_rate: string;
  } | null;
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface EmulatedLineItem {
  description: string;
  quantity: number;
  unit_amount: number;
  amount_total: number;
}

/** A shipping option as the hosted page shows it. */
export interface EmulatedShippingRate {
  id: string;
  display_name: string;
  amount: number;
}

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A paid session's payment: its intent and its one charge, and the refunds made on it. */
export interface EmulatedPayment {
  id: string;
  chargeId: string;
  paymentMethodId: string;
  balanceTransactionId: string;
  amount: number;
  currency: string;
  created: number;
  method: 'card' | 'ideal';
  payerName: string | null;
  payerEmail: string | null;
  /** Paid with the card whose refunds fail (4000 0000 0000 5126, as in Stripe's test mode). */
  refundsFail: boolean;
  refunds: Stripe.Refund[];
}

/** A session with what the hosted page shows of it. */
export interface SessionEntry {
  session: EmulatedSession;
  lineItems: EmulatedLineItem[];
  shipping: EmulatedShippingRate | null;
}

/**
 * What the emulator keeps, in the database every process shares (decision 069): a session made
 * through one process is paid and confirmed through another. A change runs on the record locked
 * until it is written, so two processes never both pay a session or both refund a payment's last
 * euro.
 */
export function createEmulatorStore(db: Database) {
  const records = paymentEmulatorRecords;
  const key = (kind: 'session' | 'payment' | 'answer', id: string) =>
    and(eq(records.kind, kind), eq(records.id, id));
  const openUntil = (session: EmulatedSession) => (session.status === 'open' ? session.expires_at : null);

  async function read<T>(kind: 'session' | 'payment' | 'answer', id: string): Promise<T | undefined> {
    const [row] = await db.select({ data: records.data }).from(records).where(key(kind, id));
    return row?.data as T | undefined;
  }

  /** Runs `change` on the record locked, writes what it leaves, and answers its result. */
  async function change<T, R>(
    kind: 'session' | 'payment',
    id: string,
    apply: (data: T) => R,
    columns: (data: T) => { openUntil?: number | null },
  ): Promise<{ data: T; result: R } | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ data: records.data }).from(records).where(key(kind, id)).for('update');
      if (!row) return undefined;
      const data = row.data as T;
      const result = apply(data);
      await tx
        .update(records)
        .set({ data, ...columns(data) })
        .where(key(kind, id));
      return { data, result };
    });
  }

  return {
    async addSession(entry: SessionEntry) {
      await db
        .insert(records)
        .values({ kind: 'session', id: entry.session.id, data: entry, openUntil: openUntil(entry.session) });
    },
    session: (id: string) => read<SessionEntry>('session', id),
    /** Changes the session under its lock (`apply` mutates it); undefined when there is none. */
    changeSession: <R>(id: string, apply: (entry: SessionEntry) => R) =>
      change<SessionEntry, R>('session', id, apply, (entry) => ({ openUntil: openUntil(entry.session) })),
    /** The ids of open sessions whose time ran out. */
    async overdueSessionIds(nowSeconds: number): Promise<string[]> {
      const rows = await db
        .select({ id: records.id })
        .from(records)
        .where(and(eq(records.kind, 'session'), lte(records.openUntil, nowSeconds)));
      return rows.map((row) => row.id);
    },

    async addPayment(payment: EmulatedPayment) {
      await db
        .insert(records)
        .values({ kind: 'payment', id: payment.id, data: payment, chargeId: payment.chargeId });
    },
    payment: (paymentIntentId: string) => read<EmulatedPayment>('payment', paymentIntentId),
    async paymentOfCharge(chargeId: string): Promise<EmulatedPayment | undefined> {
      const [row] = await db
        .select({ data: records.data })
        .from(records)
        .where(and(eq(records.kind, 'payment'), eq(records.chargeId, chargeId)));
      return row?.data as EmulatedPayment | undefined;
    },
    /** Changes the payment under its lock (`apply` mutates it); undefined when there is none. */
    changePayment: <R>(id: string, apply: (payment: EmulatedPayment) => R) =>
      change<EmulatedPayment, R>('payment', id, apply, () => ({})),

    /** Answers already given, by the client's idempotency key: a retry gets the same answer. */
    answered: (idempotencyKey: string) => read<{ params: string; answer: unknown }>('answer', idempotencyKey),
    async answer(idempotencyKey: string, params: string, answer: unknown) {
      await db
        .insert(records)
        .values({ kind: 'answer', id: idempotencyKey, data: { params, answer } })
        .onConflictDoNothing();
    },
  };
}
export type EmulatorStore = ReturnType<typeof createEmulatorStore>;
