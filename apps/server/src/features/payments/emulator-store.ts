import { randomBytes } from 'node:crypto';

/** The subset of a Stripe Checkout Session the shop and the hosted page use. */
export interface EmulatedSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  locale: string | null;
  customer_email: string | null;
  customer_details: { name: string | null; email: string | null } | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
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

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Sessions live in memory: the emulator stands in for a remote service during one server run. */
export function createEmulatorStore() {
  const sessions = new Map<string, { session: EmulatedSession; lineItems: EmulatedLineItem[] }>();
  return {
    add(session: EmulatedSession, lineItems: EmulatedLineItem[]) {
      sessions.set(session.id, { session, lineItems });
    },
    get(id: string) {
      return sessions.get(id);
    },
    /** Open sessions whose time ran out. */
    overdue(nowSeconds: number) {
      return [...sessions.values()]
        .map((entry) => entry.session)
        .filter((session) => session.status === 'open' && session.expires_at <= nowSeconds);
    },
  };
}
export type EmulatorStore = ReturnType<typeof createEmulatorStore>;
