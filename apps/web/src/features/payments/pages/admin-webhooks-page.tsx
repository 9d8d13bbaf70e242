import { webhookMessages } from '@shop/shared/order';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { webhookFilterFields } from '../components/webhook-filters.ts';
import { WebhookGroupCard } from '../components/webhook-group-card.tsx';
import { useDeleteWebhookEvent, useWebhookGroups } from '../hooks/use-webhooks.ts';
import { webhookPageMessages as m } from '../messages.ts';
import { hasWebhookFilter, webhookListSchema } from '../webhook-list-params.ts';

export default function AdminWebhooksPage() {
  const list = useListParams(webhookListSchema);
  const groups = useWebhookGroups(list.values);
  const deletion = useConfirmedDelete(useDeleteWebhookEvent(), {
    confirm: m.deleteConfirm,
    deleted: m.deleted,
    failed: m.deleteFailed,
  });

  function results() {
    if (!hasWebhookFilter(list.values)) return <Alert tone="info">{m.needFilter}</Alert>;
    if (groups.isPending) return <LoadingText text={webhookMessages.loading} />;
    if (groups.isError)
      return <LoadFailure error={groups.error} fallback={m.loadFailed} onRetry={groups.refetch} />;
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
              deletingId={deletion.deletingId}
              onDelete={(event) => deletion.remove(event._id)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <ListScreen
      title={pageTitles.admin.webhooks}
      filters={{ label: m.filtersTitle, fields: webhookFilterFields }}
      list={list}
      deletion={deletion}
    >
      {results()}
    </ListScreen>
  );
}
