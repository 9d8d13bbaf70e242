import { type ContactMessage, contactMessages } from '@shop/shared/contact';
import { Link } from 'react-router';
import { type FilterField, FilterForm } from '../../../components/list/filter-form.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { paths } from '../../../lib/paths.ts';
import { statusAndPriorityFields, supportMyMessagesListSchema } from '../contact-list-params.ts';

import { useMarkMessageRead, useMyMessages } from '../hooks/use-contact.ts';
import { contactPageMessages as m } from '../messages.ts';
import { PriorityBadge, StatusBadge } from './contact-badges.tsx';
import { MessageThread } from './message-thread.tsx';

const filterFields = [
  { name: 'subject', label: m.subject, type: 'text' },
  ...statusAndPriorityFields,
  {
    name: 'limit',
    label: 'Per pagina',
    options: [10, 25, 50].map((size) => ({ value: String(size), label: String(size) })),
  },
] as const satisfies readonly FilterField[];

/** One message as an expandable card; opening it marks support's replies read. */
function MessageCard({ message }: { message: ContactMessage }) {
  const markRead = useMarkMessageRead();
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4 open:shadow-xs"
      onToggle={(event) => {
        if (event.currentTarget.open && message.unreadReplies > 0 && !markRead.isPending)
          markRead.mutate(message._id);
      }}
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{message.subject}</span>
        <StatusBadge status={message.status} />
        <PriorityBadge priority={message.priority} />
        <span className="text-sm text-stone-600">{formatDateTime(message.createdAt)}</span>
        {message.unreadReplies > 0 && (
          <span className="rounded-full bg-orange-brand px-2 py-0.5 text-xs font-semibold text-white">
            {m.unread(message.unreadReplies)}
          </span>
        )}
      </summary>
      <div className="mt-4 space-y-4">
        {message.parentSubject && (
          <p className="text-sm text-stone-700">
            {contactMessages.followUpOf} {message.parentSubject}
          </p>
        )}
        <p className="whitespace-pre-line break-words">{message.message}</p>
        <MessageThread replies={message.responses} view="customer" />
        <Link className="font-semibold text-teal-brand underline" to={paths.myMessage(message._id)}>
          {m.openDetail}
        </Link>
      </div>
    </details>
  );
}

/** The user's own messages with filters and pages (/mijn-berichten and the 'my' tab of /support). */
export function MyMessagesList({ inSupportTab = false }: { inSupportTab?: boolean }) {
  // In /support's 'my' tab a search keeps the tab; on /mijn-berichten there is none.
  const list = useListParams(supportMyMessagesListSchema, { keep: inSupportTab ? ['tab'] : [] });
  const { subject, status, priority, page, limit } = list.values;
  const messages = useMyMessages({ subject, status, priority, page, limit });
  return (
    <>
      <FilterForm label={m.filtersTitle} fields={filterFields} list={list} />
      <PagedResults
        query={messages}
        loadFailed={contactMessages.loadFailed}
        summary={m.resultCount}
        onPageChange={list.goToPage}
      >
        {(data) =>
          data.length === 0 ? (
            <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700">
              {contactMessages.empty}
            </p>
          ) : (
            <ul className="mb-4 space-y-3">
              {data.map((message) => (
                <li key={message._id}>
                  <MessageCard message={message} />
                </li>
              ))}
            </ul>
          )
        }
      </PagedResults>
    </>
  );
}
