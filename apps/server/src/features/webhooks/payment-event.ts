import { z } from 'zod';

/**
 * What the shop reads of a payment event (Stripe's checkout sessions and payment intents), with
 * the types Stripe gives those fields. A signed event is not yet a well-formed one: an event whose
 * read fields have other types (an id that is an object, a metadata value that is a list) is
 * refused with 400 before anything is stored, so no order, no stored event and no admin listing
 * ever meets it. Fields the shop does not read pass through as they came.
 */
/**
 * A refund as Stripe's refund events and a charge's `refunds` list carry it (decision 057): the
 * fields the shop reads to settle one of its own refunds.
 */
export const refundObjectSchema = z.looseObject({
  id: z.string(),
  amount: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  failure_reason: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
export type RefundObject = z.infer<typeof refundObjectSchema>;

export const paymentObjectSchema = z.looseObject({
  id: z.string().optional(),
  object: z.string().optional(),
  payment_intent: z.string().nullable().optional(),
  payment_status: z.string().optional(),
  amount_total: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  customer_details: z.looseObject({ name: z.string().nullable().optional() }).nullable().optional(),
  /** A refund's (or a charge's) state and amount, and a failed refund's reason. */
  status: z.string().nullable().optional(),
  amount: z.number().nullable().optional(),
  failure_reason: z.string().nullable().optional(),
  /** A charge's refunds. */
  refunds: z
    .looseObject({ data: z.array(refundObjectSchema) })
    .nullable()
    .optional(),
});
export type PaymentObject = z.infer<typeof paymentObjectSchema>;

export const paymentEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: paymentObjectSchema }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/**
 * A stored event's object as the shop reads it. Events stored before the shape was checked may
 * hold anything: what does not fit is read as an object without the shop's fields.
 */
export function readStoredObject(json: string): { raw: unknown; object: PaymentObject } {
  const raw: unknown = JSON.parse(json);
  const parsed = paymentObjectSchema.safeParse(raw);
  return { raw, object: parsed.success ? parsed.data : {} };
}
