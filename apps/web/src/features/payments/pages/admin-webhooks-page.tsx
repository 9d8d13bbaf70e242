import { webhookMessages } from '@shop/shared/order';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { useDeleteWebhookEvent, useWebhookGroups } from '../api/webhooks-api.ts';
import { WebhookFilterForm } from '../components/webhook-filter-form.tsx';
import { WebhookGroupCard } from '../components/webhook-group-card.tsx';
import { webhookPageMessages as m } from '../messages.ts';
import {
  hasWebhookFilter,
  readWebhookFilters,
  type WebhookFilters,
  webhookFilterSearch,
} from '../webhook-group.ts';

export default function AdminWebhooksPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readWebhookFilters(searchParams);
  const groups = useWebhookGroups(filters);
  const deleteEvent = useDeleteWebhookEvent();
  const [feedback, setFeedback] = useState<Feedback>();

  function search(next: WebhookFilters) {
    setFeedback(undefined);
    setSearchParams(webhookFilterSearch(next));
  }

  function remove(id: string) {
    if (!window.confirm(m.deleteConfirm)) return;
    setFeedback(undefined);
    deleteEvent.mutate(id, {
      onSuccess: () => setFeedback({ tone: 'success', text: m.deleted }),
      onError: () => setFeedback({ tone: 'error', text: m.deleteFailed }),
    });
  }

  function results() {
    if (!hasWebhookFilter(filters)) return <Alert tone="info">{m.needFilter}</Alert>;
    if (groups.isPending) return <LoadingText text={webhookMessages.loading} />;
    if (groups.isError) return <Alert>{m.loadFailed}</Alert>;
    if (groups.data.length === 0)
      return <p className="py-8 text-center text-stone-600">{webhookMessages.empty}</p>;
    return (
      <>
        <p className="mb-3 text-sm text-stone-600">{m.groupCount(groups.data.length)}</p>
        <div className="grid gap-4">
          {groups.data.map((group) => (
            <WebhookGroupCard
              key={group.groupId}
              group={group}
              deletingId={deleteEvent.isPending ? deleteEvent.variables : undefined}
              onDelete={(event) => remove(event._id)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <section>
      <PageHeading>{pageTitles.admin.webhooks}</PageHeading>
      <WebhookFilterForm
        key={searchParams.toString()}
        filters={filters}
        onSearch={search}
        onReset={() => {
          setFeedback(undefined);
          setSearchParams({});
        }}
      />
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} className="mb-4" />
      </div>
      {results()}
    </section>
  );
}
