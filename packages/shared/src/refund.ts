/**
 * Refunds, cancellations and withdrawals (decision 057): what may still be refunded of a paid
 * order, the admin's refund form and the customer's cancellation and withdrawal, with their Dutch
 * words. Amounts are integer cents here; the API shows euros.
 */
import { z } from 'zod';
import { SHOP_TIME_ZONE } from './locale.ts';
import { toCents } from './money.ts';
import type { Order, OrderStatus } from './order.ts';

/** A refund waits for the payment provider (`pending`), then the money went back or it did not. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Who asked for it: the admin's refund, or the customer's cancellation of an order not shipped. */
export const refundKinds = ['refund', 'cancellation'] as const;
export type RefundKind = (typeof refundKinds)[number];

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'In behandeling',
  succeeded: 'Terugbetaald',
  failed: 'Mislukt',
};

/** A paid order can be refunded until everything paid went back, shipped and delivered ones too. */
export const refundableStatuses: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** The customer may cancel an order that is paid and has not been shipped. */
export const cancellableStatuses: readonly OrderStatus[] = ['paid', 'processing'];

/** The statutory withdrawal period ('herroepingstermijn'), in days after delivery. */
export const WITHDRAWAL_DAYS = 14;

export const MAX_REFUND_REASON = 1000;

export const refundMessages = {
  heading: 'Terugbetalingen',
  refund: 'Terugbetalen',
  refunding: 'Bezig met terugbetalen...',
  reason: 'Reden',
  reasonRequired: 'Geef een reden op.',
  reasonTooLong: `De reden is maximaal ${MAX_REFUND_REASON} tekens.`,
  shipping: 'Verzendkosten terugbetalen',
  shippingLine: 'Verzendkosten',
  returned: 'Artikelen zijn retour ontvangen',
  markReturned: 'Artikelen zijn retour ontvangen',
  returnedOn: (date: string) => `Retour ontvangen op ${date}`,
  returnExpected: 'Artikelen nog niet retour',
  refundedOn: (date: string) => `Terugbetaald op ${date}`,
  requestedOn: (date: string) => `Aangevraagd op ${date}`,
  failedOn: (date: string) => `Mislukt op ${date}`,
  partlyRefunded: 'Gedeeltelijk terugbetaald',
  refundedTotal: 'Totaal terugbetaald',
  toRefund: 'Terug te betalen',
  quantityOf: (title: string) => `Aantal terug te betalen van ${title}`,
  left: (count: number) => `nog ${count} terug te betalen`,
  everything: 'Alles selecteren',
  nothingLeft: 'Alles van deze bestelling is terugbetaald.',
  none: 'Nog niets terugbetaald.',
  exceedsPaid: 'Je kunt niet meer terugbetalen dan er betaald is.',
  nothingChosen: 'Kies wat je wilt terugbetalen.',
  unknownLine: 'Deze regel hoort niet bij de bestelling.',
  lineTwice: 'Noem elke regel maar één keer.',
  invalidQuantity: 'Kies een aantal van 1 of meer.',
  notRefundable: (statusLabel: string) =>
    `Een bestelling met status '${statusLabel}' kan niet terugbetaald worden.`,
  noPayment:
    'Deze bestelling is niet via de betaalprovider betaald, dus er is geen betaling om terug te boeken.',
  providerRefused: 'De betaalprovider weigerde de terugbetaling.',
  providerUnavailable:
    'De betaalprovider gaf geen antwoord. De terugbetaling staat op "In behandeling" tot de betaalprovider hem bevestigt.',
  refundNotFound: 'Terugbetaling niet gevonden.',
  notReturnable: 'Bij deze terugbetaling horen geen artikelen die nog retour kunnen komen.',
  refundFailed: 'Terugbetalen mislukt.',
  refunded: '✅ Terugbetaling verstuurd.',
  markedReturned: '✅ Artikelen terug op voorraad.',
  cancellation: 'Annulering',
  cancel: 'Bestelling annuleren',
  cancelling: 'Bezig met annuleren...',
  cancelConfirm:
    'Weet je zeker dat je deze bestelling wilt annuleren? Je krijgt het hele bedrag terug op de rekening waarmee je betaalde.',
  cancelled: 'Je bestelling is geannuleerd. Het bedrag wordt teruggestort.',
  cancelFailed: 'Annuleren mislukt. Probeer het opnieuw.',
  notCancellable:
    'Deze bestelling is al verzonden en kan niet meer geannuleerd worden. Na ontvangst kun je hem herroepen.',
  cancellationReason: 'Geannuleerd door de klant',
  cancellationPending: 'Je annulering wordt al verwerkt.',
  withdraw: 'Herroepen',
  withdrawHeading: 'Bestelling herroepen',
  withdrawIntro: (deadline: string) =>
    `Je kunt deze bestelling tot en met ${deadline} herroepen. Kies de artikelen die je terugstuurt.`,
  withdrawQuantityOf: (title: string) => `Aantal terugsturen van ${title}`,
  withdrawSubmit: 'Herroeping versturen',
  withdrawing: 'Bezig met versturen...',
  withdrawn: 'Je herroeping is verstuurd. We nemen contact met je op over het terugsturen.',
  withdrawFailed: 'Versturen mislukt. Probeer het opnieuw.',
  withdrawalPeriodOver: `De herroepingstermijn van ${WITHDRAWAL_DAYS} dagen is voorbij.`,
  withdrawalNotPossible: 'Deze bestelling kan niet (meer) herroepen worden.',
  withdrawalLinesRequired: 'Kies minstens één artikel.',
  withdrawalExceeds: 'Je kunt niet meer artikelen herroepen dan je ontving.',
  withdrawals: 'Herroepingen',
  withdrawalOn: (date: string) => `Herroeping aangevraagd op ${date}`,
  withdrawalThread: 'Bekijk je bericht',
  withdrawalThreadDesk: 'Bericht bekijken',
  withdrawalToRefund: 'Overnemen in terugbetaling',
  withdrawalSubject: (reference: string) => `Herroeping bestelling ${reference}`,
  withdrawalBody: (reference: string, lines: readonly string[], reason: string) =>
    [
      `De klant herroept (een deel van) bestelling ${reference}:`,
      ...lines.map((line) => `- ${line}`),
      '',
      `Reden: ${reason}`,
    ].join('\n'),
  withdrawalTag: 'herroeping',
  viewOrder: 'Bestelling bekijken',
} as const;

/** The notification and mail a buyer gets when money went back. */
export const refundNotificationMessages = {
  title: 'Terugbetaling',
  refunded: (reference: string, amount: string) => `Bestelling ${reference}: ${amount} terugbetaald.`,
} as const;

export const cancellationMailMessages = {
  subject: (reference: string) => `Je bestelling ${reference} is geannuleerd`,
  heading: 'Je bestelling is geannuleerd',
  hello: (name: string) => `Hallo ${name},`,
  anonymousName: 'loper',
  cancelled: (reference: string) =>
    `Je hebt bestelling ${reference} geannuleerd. We versturen niets en storten het bedrag terug op de rekening waarmee je betaalde.`,
  refunded: 'Teruggestort',
  timing: 'Het kan een paar werkdagen duren voordat het bedrag op je rekening staat.',
  viewOrders: 'Bekijk je bestellingen',
} as const;

const reason = z
  .string()
  .trim()
  .min(1, refundMessages.reasonRequired)
  .max(MAX_REFUND_REASON, refundMessages.reasonTooLong);

const refundLineInput = z.object({
  lineId: z.uuid({ message: refundMessages.unknownLine }),
  quantity: z
    .number({ message: refundMessages.invalidQuantity })
    .int(refundMessages.invalidQuantity)
    .min(1, refundMessages.invalidQuantity)
    .max(999_999, refundMessages.exceedsPaid),
});
export type RefundLineInput = z.infer<typeof refundLineInput>;

const refundLinesInput = z
  .array(refundLineInput)
  .max(100)
  .refine(
    (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
    refundMessages.lineTwice,
  );

/** POST /api/orders/:id/refunds: lines with quantities, the shipping or both, why, and whether the goods came back. */
export const refundInputSchema = z
  .object({
    lines: refundLinesInput,
    shipping: z.boolean(),
    reason,
    returned: z.boolean(),
  })
  .refine((input) => input.lines.length > 0 || input.shipping, {
    message: refundMessages.nothingChosen,
    path: ['lines'],
  });
export type RefundInput = z.infer<typeof refundInputSchema>;

/** POST /api/orders/my/:id/withdrawal: the lines the customer sends back, and why. */
export const withdrawalInputSchema = z.object({
  lines: refundLinesInput.min(1, refundMessages.withdrawalLinesRequired),
  reason,
});
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

export const refundIdParamsSchema = z.object({
  id: z.uuid({ message: 'Ongeldig id.' }),
  refundId: z.uuid({ message: 'Ongeldig id.' }),
});

/** A refund as the order's view shows it, in euros. */
export const refundSchema = z.object({
  _id: z.string(),
  kind: z.enum(refundKinds),
  status: z.enum(refundStatuses),
  /** Everything this refund pays back, the shipping included. */
  amount: z.number(),
  shipping: z.number(),
  reason: z.string(),
  lines: z.array(
    z.object({ lineId: z.string(), title: z.string(), quantity: z.number().int(), amount: z.number() }),
  ),
  /** Whether the lines go back into stock once the money went back; `returnedAt` once they did. */
  returned: z.boolean(),
  returnedAt: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A customer's withdrawal request as the order's view shows it, with the support thread it opened. */
export const withdrawalSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  lines: z.array(z.object({ lineId: z.string(), title: z.string(), quantity: z.number().int() })),
  messageId: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** An order line as a refund reads it. */
export interface RefundableLine {
  id: string;
  unitPriceCents: number;
  quantity: number;
  /** The coupon's share of the line (decision 055): what the buyer did not pay for it. */
  discountCents: number;
}

/**
 * `cents` spread over a line's `quantity` units to the cent: what units `from` + 1 … `from` +
 * `units` carry (a line of 3 that cost € 10,00: € 3,33, € 3,33, € 3,34), so the units together
 * carry exactly `cents`, whatever pieces they are taken in.
 */
export function unitsShare(cents: number, quantity: number, from: number, units: number): number {
  const upTo = (n: number) => Math.floor((cents * n) / quantity);
  return upTo(from + units) - upTo(from);
}

/**
 * What the buyer paid for `quantity` more units of a line of which `refunded` went back already:
 * the line's total after its coupon share, spread over its units (`unitsShare`). Without a coupon
 * that is the unit price × quantity.
 */
export function paidForUnits(line: RefundableLine, refunded: number, quantity: number): number {
  return unitsShare(
    line.unitPriceCents * line.quantity - line.discountCents,
    line.quantity,
    refunded,
    quantity,
  );
}

/** What a paid order charged: its lines and its shipping, and the total paid. */
export interface RefundableOrder {
  totalCents: number;
  shippingPriceCents: number;
  lines: readonly RefundableLine[];
}

/** A refund that counts against what is left: one still pending or one that went through. */
export interface CountedRefund {
  amountCents: number;
  shippingCents: number;
  lines: readonly { lineId: string; quantity: number }[];
}

/** What may still be refunded: per line the quantity, the shipping (once, whole) and the amount. */
export interface RefundLeft {
  quantities: Map<string, number>;
  shippingCents: number;
  amountCents: number;
}

export function refundLeft(order: RefundableOrder, refunds: readonly CountedRefund[]): RefundLeft {
  const quantities = new Map(order.lines.map((line) => [line.id, line.quantity]));
  let shippingCents = order.shippingPriceCents;
  let amountCents = order.totalCents;
  for (const refund of refunds) {
    for (const line of refund.lines) {
      quantities.set(line.lineId, (quantities.get(line.lineId) ?? 0) - line.quantity);
    }
    shippingCents -= refund.shippingCents;
    amountCents -= refund.amountCents;
  }
  return { quantities, shippingCents, amountCents };
}

export type RefundCheck =
  | {
      ok: true;
      amountCents: number;
      shippingCents: number;
      lines: { lineId: string; quantity: number; amountCents: number }[];
    }
  | { ok: false; problem: 'nothing' | 'unknownLine' | 'exceeds' };

/**
 * Whether a refund of these lines (and the shipping) fits in what is left of the order, and what it
 * pays back: what was paid for each line's units (`paidForUnits`), the whole shipping once. Never more per line than
 * was bought, never the shipping twice, never more in total than was paid.
 */
export function checkRefund(
  order: RefundableOrder,
  refunds: readonly CountedRefund[],
  request: { lines: readonly { lineId: string; quantity: number }[]; shipping: boolean },
): RefundCheck {
  const left = refundLeft(order, refunds);
  const lines = [];
  for (const asked of request.lines) {
    const line = order.lines.find((candidate) => candidate.id === asked.lineId);
    if (!line) return { ok: false, problem: 'unknownLine' };
    const unrefunded = left.quantities.get(line.id)!;
    if (asked.quantity > unrefunded) return { ok: false, problem: 'exceeds' };
    lines.push({
      lineId: line.id,
      quantity: asked.quantity,
      amountCents: paidForUnits(line, line.quantity - unrefunded, asked.quantity),
    });
  }
  // Shipping paid back already has nothing left (free shipping never had anything to pay back).
  if (request.shipping && left.shippingCents < order.shippingPriceCents) {
    return { ok: false, problem: 'exceeds' };
  }
  const shippingCents = request.shipping ? left.shippingCents : 0;
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, shippingCents);
  if (amountCents === 0) return { ok: false, problem: 'nothing' };
  if (amountCents > left.amountCents) return { ok: false, problem: 'exceeds' };
  return { ok: true, amountCents, shippingCents, lines };
}

/** Everything left of the order: a cancellation's refund (every line and the shipping still unpaid back). */
export function everythingLeft(order: RefundableOrder, refunds: readonly CountedRefund[]) {
  const left = refundLeft(order, refunds);
  return {
    lines: order.lines.flatMap((line) => {
      const quantity = left.quantities.get(line.id)!;
      return quantity > 0 ? [{ lineId: line.id, quantity }] : [];
    }),
    shipping: left.shippingCents > 0,
  };
}

/**
 * An order as the API shows it (euros), read as the refund rules read it: what it charged, and
 * its refunds that count (pending or through). The pages check a refund with the server's rule.
 */
export function refundStateOf(order: Pick<Order, 'total' | 'shipping' | 'cart' | 'refunds'>): {
  order: RefundableOrder;
  counted: CountedRefund[];
} {
  return {
    order: {
      totalCents: toCents(order.total),
      shippingPriceCents: toCents(order.shipping?.price ?? 0),
      lines: order.cart.map((line) => ({
        id: line.lineId,
        unitPriceCents: toCents(line.price),
        quantity: line.quantity,
        discountCents: toCents(line.discount),
      })),
    },
    counted: order.refunds
      .filter((refund) => refund.status !== 'failed')
      .map((refund) => ({
        amountCents: toCents(refund.amount),
        shippingCents: toCents(refund.shipping),
        lines: refund.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
      })),
  };
}

/** Some money went back, but the order is not refunded (or cancelled) as a whole: 'Gedeeltelijk terugbetaald'. */
export const isPartlyRefunded = (order: Pick<Order, 'refunded' | 'status'>): boolean =>
  order.refunded > 0 && order.status !== 'refunded' && order.status !== 'cancelled';

/** Whether the buyer may withdraw the order now, and until when (null: never paid). */
export function withdrawalWindow(
  order: Pick<Order, 'status' | 'statusHistory'>,
  now: Date = new Date(),
): { open: boolean; deadline: Date | null } {
  const start = withdrawalStart(
    order.statusHistory.map((entry) => ({ status: entry.status, at: new Date(entry.at) })),
  );
  const deadline = start && withdrawalDeadline(start);
  return {
    open:
      deadline !== null && refundableStatuses.includes(order.status) && now.getTime() < deadline.getTime(),
    deadline,
  };
}

/**
 * The moment the withdrawal period runs from: the order's delivery, else (an order never marked
 * delivered) its shipping, else its payment; null for an order never paid. The latest entry of each
 * counts, should one appear twice.
 */
export function withdrawalStart(history: readonly { status: OrderStatus; at: Date }[]): Date | null {
  for (const status of ['delivered', 'shipped', 'paid'] as const) {
    const entries = history.filter((entry) => entry.status === status);
    if (entries.length > 0) return new Date(Math.max(...entries.map((entry) => entry.at.getTime())));
  }
  return null;
}

const HOUR = 3_600_000;

/** Made at its first use, not when the module loads. */
let dayFormat: Intl.DateTimeFormat | undefined;

function shopDay(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    dayFormat.formatToParts(date).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/**
 * The end of the withdrawal period: the period ends with the 14th day after `start` on the shop's
 * calendar, so the deadline is the next midnight in Amsterdam. A request before it is in time.
 */
export function withdrawalDeadline(start: Date): Date {
  const { year, month, day } = shopDay(start);
  const midnightUtc = Date.UTC(year, month - 1, day + WITHDRAWAL_DAYS + 1);
  // Amsterdam is one hour ahead of UTC in winter and two in summer: the one that lands on midnight.
  const winter = new Date(midnightUtc - HOUR);
  return shopDay(winter).hour === 0 ? winter : new Date(midnightUtc - 2 * HOUR);
}
