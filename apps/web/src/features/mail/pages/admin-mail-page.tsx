import { mailMessages } from '@shop/shared/mail';
import { useState } from 'react';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import type { Feedback } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { mailFilterFields } from '../components/mail-filters.ts';
import { MailTable } from '../components/mail-table.tsx';
import { useOutgoingMails, useRetryMail } from '../hooks/use-mail.ts';
import { mailListSchema } from '../mail-list-params.ts';
import { mailPageMessages as m } from '../messages.ts';

/** /admin/mail: every e-mail the shop sends, how it went, and 'Opnieuw proberen' on a failed one. */
export default function AdminMailPage() {
  const list = useListParams(mailListSchema);
  const mails = useOutgoingMails(list.values);
  const retry = useRetryMail();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  function retryMail(id: string) {
    setFeedback(null);
    retry.mutate(id, {
      onSuccess: () => setFeedback({ tone: 'success', text: mailMessages.retried }),
      onError: (error) =>
        setFeedback({
          tone: 'error',
          text: error instanceof ApiError ? error.message : mailMessages.retryFailed,
        }),
    });
  }

  return (
    <ListScreen
      title={pageTitles.admin.mail}
      filters={{ label: m.filtersTitle, fields: mailFilterFields }}
      list={list}
      deletion={{ feedback, clearFeedback: () => setFeedback(null) }}
    >
      <PagedResults
        query={mails}
        loadFailed={mailMessages.loadFailed}
        summary={m.resultCount}
        onPageChange={list.goToPage}
      >
        {(data) => (
          <MailTable
            mails={data}
            retryingId={retry.isPending ? retry.variables : undefined}
            onRetry={(mail) => retryMail(mail._id)}
          />
        )}
      </PagedResults>
    </ListScreen>
  );
}
