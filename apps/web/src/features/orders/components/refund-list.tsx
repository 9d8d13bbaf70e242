import { formatCents } from '@shop/shared/money';
import type { Order } from '@shop/shared/order';
import { type Refund, refundMessages as r, refundStatusLabels, type Withdrawal } from '@shop/shared/refund';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useMarkRefundReturned } from '../hooks/use-orders.ts';

/** When a refund got where it is: 'Terugbetaald op …', 'Mislukt op …', or when it was asked. */
export function refundMoment(refund: Refund): string {
  if (refund.succeededAt) return r.refundedOn(formatDateTime(refund.succeededAt));
  if (refund.failedAt) return r.failedOn(formatDateTime(refund.failedAt));
  return r.requestedOn(formatDateTime(refund.createdAt));
}

const statusTone: Record<Refund['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

function RefundEntry({ refund, onReturned }: { refund: Refund; onReturned: () => void }) {
  const returnable = refund.lines.length > 0 && !refund.returned && refund.status !== 'failed';
  return (
    <li className="space-y-1 border-b border-stone-100 pb-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{formatEuro(refund.amount)}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[refund.status]}`}>
          {refund.kind === 'cancellation' ? `${r.cancellation} · ` : ''}
          {refundStatusLabels[refund.status]}
        </span>
      </div>
      <p className="text-sm text-stone-700">{refundMoment(refund)}</p>
      <ul className="text-sm">
        {refund.lines.map((line) => (
          <li key={line.lineId}>
            {line.quantity} × {line.title}
          </li>
        ))}
        {refund.shipping > 0 && (
          <li>
            {r.shippingLine}: {formatEuro(refund.shipping)}
          </li>
        )}
      </ul>
      <p className="text-sm">
        {r.reason}: {refund.reason}
      </p>
      {refund.returnedAt && (
        <p className="text-sm text-stone-700">{r.returnedOn(formatDateTime(refund.returnedAt))}</p>
      )}
      {returnable && (
        <Button variant="secondary" onClick={onReturned}>
          {r.markReturned}
        </Button>
      )}
    </li>
  );
}

/** Every refund of the order: how much, what, why, when, and whether the goods came back. */
export function RefundList({ order }: { order: Order }) {
  const [feedback, setFeedback] = useState<Feedback>();
  const markReturned = useMarkRefundReturned(order._id);
  if (order.refunds.length === 0) return null;
  const returned = (refundId: string) => {
    setFeedback(undefined);
    markReturned.mutate(refundId, {
      onSuccess: () => setFeedback({ tone: 'success', text: r.markedReturned }),
      onError: (error) =>
        setFeedback({
          tone: 'error',
          text: error instanceof ApiError && error.status === 409 ? error.message : r.refundFailed,
        }),
    });
  };
  return (
    <Panel title={r.heading}>
      <ul className="space-y-3">
        {order.refunds.map((refund) => (
          <RefundEntry key={refund._id} refund={refund} onReturned={() => returned(refund._id)} />
        ))}
      </ul>
      <p className="mt-3 font-semibold">
        {r.refundedTotal}:{' '}
        <span className="tabular-nums">{formatCents(Math.round(order.refunded * 100))}</span>
      </p>
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} className="mt-4" />
      </div>
    </Panel>
  );
}

/** The customer's withdrawal requests, each with its support thread and a way into the refund form. */
export function WithdrawalList({
  withdrawals,
  onAdopt,
}: {
  withdrawals: Withdrawal[];
  onAdopt: (withdrawal: Withdrawal) => void;
}) {
  if (withdrawals.length === 0) return null;
  return (
    <Panel title={r.withdrawals}>
      <ul className="space-y-3">
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal._id} className="space-y-1">
            <p className="font-semibold">{r.withdrawalOn(formatDateTime(withdrawal.createdAt))}</p>
            <ul className="text-sm">
              {withdrawal.lines.map((line) => (
                <li key={line.lineId}>
                  {line.quantity} × {line.title}
                </li>
              ))}
            </ul>
            <p className="text-sm">
              {r.reason}: {withdrawal.reason}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {withdrawal.messageId && (
                <Link
                  to={paths.admin.contactMessage(withdrawal.messageId)}
                  className="text-sm font-semibold text-accent-700 underline"
                >
                  {r.withdrawalThreadDesk}
                </Link>
              )}
              <Button variant="secondary" onClick={() => onAdopt(withdrawal)}>
                {r.withdrawalToRefund}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
