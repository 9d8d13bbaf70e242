import type { Order } from '@shop/shared/order';
import {
  cancellableStatuses,
  everythingLeft,
  type Refund,
  refundMessages as r,
  refundLeft,
  refundStateOf,
  refundStatusLabels,
  withdrawalInputSchema,
  withdrawalWindow,
} from '@shop/shared/refund';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError, failureText } from '../../../lib/api-client.ts';
import { formatDateTime, formatEuro, formatLongDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { reasonAndLinesErrors, typedLines } from '../../../lib/refund-form.ts';
import { useCancelMyOrder, useWithdrawMyOrder } from '../hooks/use-my-orders.ts';

/** The server's words for a refusal it explains (400, 409) or a provider that did not answer (502). */
const explained = (error: unknown, fallback: string) =>
  error instanceof ApiError && [400, 409, 502].includes(error.status)
    ? error.message
    : failureText(error, fallback);

function refundLine(refund: Refund): string {
  const amount = formatEuro(refund.amount);
  if (refund.succeededAt) return `${r.refundedOn(formatDateTime(refund.succeededAt))}: ${amount}`;
  if (refund.failedAt) return `${r.failedOn(formatDateTime(refund.failedAt))}: ${amount}`;
  return `${refundStatusLabels.pending}: ${amount}`;
}

/** What went back to the buyer and when, and the withdrawals they asked for. */
export function OrderRefunds({ order }: { order: Order }) {
  if (order.refunds.length === 0 && order.withdrawals.length === 0) return null;
  return (
    <div className="sm:col-span-2">
      <h4 className="mb-2 font-semibold">{r.heading}</h4>
      <ul className="space-y-1 text-stone-700">
        {order.refunds.map((refund) => (
          <li key={refund._id}>
            {refund.kind === 'cancellation' ? `${r.cancellation}: ` : ''}
            {refundLine(refund)}
          </li>
        ))}
        {order.withdrawals.map((withdrawal) => (
          <li key={withdrawal._id}>
            {r.withdrawalOn(formatDateTime(withdrawal.createdAt))}
            {withdrawal.messageId && (
              <>
                {' · '}
                <Link
                  to={paths.myMessage(withdrawal.messageId)}
                  className="font-semibold text-accent-700 underline"
                >
                  {r.withdrawalThread}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function WithdrawalForm({ order, deadline, onDone }: { order: Order; deadline: Date; onDone: () => void }) {
  const state = refundStateOf(order);
  const left = refundLeft(state.order, state.counted);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [feedback, setFeedback] = useState<Feedback>();
  const withdraw = useWithdrawMyOrder(order._id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(undefined);
    const parsed = withdrawalInputSchema.safeParse({ lines: typedLines(order.cart, quantities), reason });
    if (!parsed.success) {
      setErrors(reasonAndLinesErrors(parsed.error));
      return;
    }
    if (parsed.data.lines.some((line) => line.quantity > (left.quantities.get(line.lineId) ?? 0))) {
      setErrors({ form: r.withdrawalExceeds });
      return;
    }
    setErrors({});
    withdraw.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => setFeedback({ tone: 'error', text: explained(error, r.withdrawFailed) }),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={r.withdrawHeading} className="space-y-3">
      <p>{r.withdrawIntro(formatLongDate(deadline.toISOString()))}</p>
      {order.cart.map((line) => {
        const lineLeft = left.quantities.get(line.lineId) ?? 0;
        return (
          <TextField
            key={line.lineId}
            type="number"
            inputMode="numeric"
            min={0}
            max={lineLeft}
            disabled={lineLeft === 0}
            className="max-w-xs"
            label={r.withdrawQuantityOf(line.title)}
            value={quantities[line.lineId] ?? ''}
            onChange={(event) => setQuantities({ ...quantities, [line.lineId]: event.target.value })}
          />
        );
      })}
      <TextAreaField
        label={r.reason}
        rows={2}
        maxLength={1000}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div aria-live="polite">
        {errors.form && <p className="text-sm font-medium text-red-700">{errors.form}</p>}
        <FeedbackAlert feedback={feedback} />
      </div>
      <Button type="submit" disabled={withdraw.isPending}>
        {withdraw.isPending ? r.withdrawing : r.withdrawSubmit}
      </Button>
    </form>
  );
}

/**
 * What the buyer can do after paying (decision 057): cancel an order that has not been shipped
 * ('Bestelling annuleren', after a confirmation), or withdraw lines of one that was, within the
 * withdrawal period ('Herroepen').
 */
export function OrderActions({ order }: { order: Order }) {
  const [feedback, setFeedback] = useState<Feedback>();
  const [withdrawing, setWithdrawing] = useState(false);
  const cancel = useCancelMyOrder(order._id);
  const state = refundStateOf(order);
  const left = everythingLeft(state.order, state.counted);
  const somethingLeft = left.lines.length > 0 || left.shipping;
  const cancellable = cancellableStatuses.includes(order.status) && somethingLeft;
  const period = withdrawalWindow(order);
  const withdrawable = !cancellable && period.open && left.lines.length > 0;

  function cancelOrder() {
    if (!window.confirm(r.cancelConfirm)) return;
    setFeedback(undefined);
    cancel.mutate(undefined, {
      onSuccess: () => setFeedback({ tone: 'success', text: r.cancelled }),
      onError: (error) => setFeedback({ tone: 'error', text: explained(error, r.cancelFailed) }),
    });
  }

  if (!cancellable && !withdrawable && !feedback) return null;
  return (
    <div className="space-y-3 sm:col-span-2">
      <div className="flex flex-wrap gap-3">
        {cancellable && (
          <Button variant="danger" onClick={cancelOrder} disabled={cancel.isPending}>
            {cancel.isPending ? r.cancelling : r.cancel}
          </Button>
        )}
        {withdrawable && !withdrawing && (
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            {r.withdraw}
          </Button>
        )}
      </div>
      {withdrawable && withdrawing && period.deadline && (
        <WithdrawalForm
          order={order}
          deadline={period.deadline}
          onDone={() => {
            setWithdrawing(false);
            setFeedback({ tone: 'success', text: r.withdrawn });
          }}
        />
      )}
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} />
      </div>
    </div>
  );
}
