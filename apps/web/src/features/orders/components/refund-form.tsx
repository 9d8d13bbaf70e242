import { formatCents } from '@shop/shared/money';
import type { Order } from '@shop/shared/order';
import {
  checkRefund,
  type RefundInput,
  refundMessages as r,
  refundableStatuses,
  refundInputSchema,
  refundLeft,
  refundStateOf,
} from '@shop/shared/refund';
import { type FormEvent, useState } from 'react';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatEuro } from '../../../lib/format.ts';
import { reasonAndLinesErrors, typedLines } from '../../../lib/refund-form.ts';
import { useRefundOrder } from '../hooks/use-orders.ts';

/** Quantities to start from, by order line (a withdrawal taken over). */
export type RefundPrefill = Record<string, number>;

/** The server's own words for a refusal it explains (400, 409) or a provider that did not answer (502). */
const explained = (error: unknown) =>
  error instanceof ApiError && [400, 409, 502].includes(error.status) ? error.message : r.refundFailed;

/**
 * 'Terugbetalen' (decision 057): per line how many to pay back (never more than is left), the
 * shipping once, a reason and whether the goods came back. The amount is worked out by the same
 * rule the server checks; the server's answer is shown as it comes.
 */
export function RefundForm({ order, prefill = {} }: { order: Order; prefill?: RefundPrefill }) {
  const state = refundStateOf(order);
  const left = refundLeft(state.order, state.counted);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(prefill).map(([lineId, quantity]) => [lineId, String(quantity)])),
  );
  const [shipping, setShipping] = useState(false);
  const [reason, setReason] = useState('');
  const [returned, setReturned] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [feedback, setFeedback] = useState<Feedback>();
  const refund = useRefundOrder(order._id);

  if (!refundableStatuses.includes(order.status)) return null;
  const shippingLeft = left.shippingCents > 0;
  const anythingLeft = shippingLeft || order.cart.some((line) => (left.quantities.get(line.lineId) ?? 0) > 0);

  const input: RefundInput = {
    lines: typedLines(order.cart, quantities),
    shipping,
    reason,
    returned,
  };
  const check = checkRefund(state.order, state.counted, input);

  function everything() {
    setQuantities(
      Object.fromEntries(order.cart.map((line) => [line.lineId, String(left.quantities.get(line.lineId))])),
    );
    setShipping(shippingLeft);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(undefined);
    const parsed = refundInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(reasonAndLinesErrors(parsed.error));
      return;
    }
    if (!check.ok) {
      setErrors({ form: check.problem === 'nothing' ? r.nothingChosen : r.exceedsPaid });
      return;
    }
    setErrors({});
    refund.mutate(parsed.data, {
      onSuccess: () => {
        setQuantities({});
        setShipping(false);
        setReason('');
        setReturned(false);
        setFeedback({ tone: 'success', text: r.refunded });
      },
      onError: (error) => setFeedback({ tone: 'error', text: explained(error) }),
    });
  }

  return (
    <Panel title={r.refund}>
      {anythingLeft ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <ul className="space-y-3">
            {order.cart.map((line) => {
              const lineLeft = left.quantities.get(line.lineId) ?? 0;
              return (
                <li key={line.lineId} className="flex flex-wrap items-end justify-between gap-3">
                  <span className="min-w-40 flex-1">
                    {line.title} <span className="text-stone-600">({formatEuro(line.price)})</span>
                  </span>
                  <TextField
                    className="w-48"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={lineLeft}
                    disabled={lineLeft === 0}
                    label={r.quantityOf(line.title)}
                    hint={r.left(lineLeft)}
                    value={quantities[line.lineId] ?? ''}
                    onChange={(event) => setQuantities({ ...quantities, [line.lineId]: event.target.value })}
                  />
                </li>
              );
            })}
          </ul>
          {shippingLeft && (
            <CheckboxField
              label={`${r.shipping} (${formatCents(left.shippingCents)})`}
              checked={shipping}
              onChange={(event) => setShipping(event.target.checked)}
            />
          )}
          <TextAreaField
            label={r.reason}
            rows={2}
            maxLength={1000}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <CheckboxField
            label={r.returned}
            checked={returned}
            onChange={(event) => setReturned(event.target.checked)}
          />
          <p className="font-semibold">
            {r.toRefund}:{' '}
            <span className="tabular-nums">{formatCents(check.ok ? check.amountCents : 0)}</span>
          </p>
          <div aria-live="polite">
            {errors.form && <p className="text-sm font-medium text-red-700">{errors.form}</p>}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={everything}>
              {r.everything}
            </Button>
            <Button type="submit" disabled={refund.isPending}>
              {refund.isPending ? r.refunding : r.refund}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-stone-600">{r.nothingLeft}</p>
      )}
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} className="mt-4" />
      </div>
    </Panel>
  );
}
