import type { WebhookGroup } from '@shop/shared/order';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatPreciseTimestamp } from '../../../lib/admin-format.ts';
import { webhookPageMessages as m } from '../messages.ts';
import { formatWebhookData, webhookCustomerName, webhookUserId } from '../webhook-group.ts';

type WebhookEvent = WebhookGroup['events'][number];

interface WebhookGroupCardProps {
  group: WebhookGroup;
  deletingId: string | undefined;
  onDelete: (event: WebhookEvent) => void;
}

/** One payment: its customer and user id, and its events, each expandable to the raw data. */
export function WebhookGroupCard({ group, deletingId, onDelete }: WebhookGroupCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl">
        {webhookCustomerName(group)}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-stone-700">{m.paymentGroup}</dt>
        <dd className="break-all">{group.groupId}</dd>
        <dt className="font-semibold text-stone-700">{m.userIdLabel}</dt>
        <dd className="break-all">{webhookUserId(group) ?? m.none}</dd>
      </dl>
      <p className="mt-3 text-sm text-stone-600">{m.eventCount(group.events.length)}</p>
      <ul className="mt-2 space-y-2">
        {group.events.map((event) => (
          <li key={event._id}>
            <details className="group rounded-lg border border-stone-200 open:bg-stone-50">
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 transition-transform group-open:rotate-90"
                />
                <span className="font-mono font-semibold">{event.eventType}</span>
                <span className="break-all text-stone-600">{event.stripeEventId}</span>
                <time dateTime={event.createdAt} className="text-stone-600 sm:ml-auto">
                  {formatPreciseTimestamp(event.createdAt)}
                </time>
              </summary>
              <div className="space-y-3 border-t border-stone-200 px-3 py-3">
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="font-semibold text-stone-700">{m.eventType}</dt>
                  <dd className="break-all">{event.eventType}</dd>
                  <dt className="font-semibold text-stone-700">{m.providerEventId}</dt>
                  <dd className="break-all">{event.stripeEventId}</dd>
                  <dt className="font-semibold text-stone-700">{m.timestamp}</dt>
                  <dd>{formatPreciseTimestamp(event.createdAt)}</dd>
                </dl>
                <div>
                  <h3 className="mb-1 text-sm font-semibold">{m.rawData}</h3>
                  <pre className="max-h-96 overflow-auto rounded-lg bg-stone-900 p-3 text-xs text-stone-100">
                    {formatWebhookData(event.data)}
                  </pre>
                </div>
                <Button
                  variant="danger"
                  aria-label={m.deleteLabel(event.eventType, event.stripeEventId)}
                  disabled={deletingId === event._id}
                  onClick={() => onDelete(event)}
                >
                  {deletingId === event._id ? m.deleting : m.delete}
                </Button>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </article>
  );
}
