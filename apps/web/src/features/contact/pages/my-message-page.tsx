import { contactMessages } from '@shop/shared/contact';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { PriorityBadge, StatusBadge } from '../components/contact-badges.tsx';
import { MessageThread } from '../components/message-thread.tsx';
import { TextEntryForm } from '../components/text-entry-form.tsx';
import { isMissingMessage } from '../contact-errors.ts';
import { useMarkMessageRead, useMyMessage, useReplyToMyMessage } from '../hooks/use-contact.ts';
import { contactPageMessages as m } from '../messages.ts';

/** /mijn-berichten/:id: one of the user's conversations; opening it marks support's replies read. */
export default function MyMessagePage() {
  const { id = '' } = useParams();
  const message = useMyMessage(id);
  const markRead = useMarkMessageRead();
  const reply = useReplyToMyMessage();
  const unread = message.data?.unreadReplies ?? 0;
  const replyCount = message.data?.responses.length ?? 0;
  const { mutate: markAsRead } = markRead;
  // Once per state of the thread: a failed call is not repeated in a loop, a new reply is marked again.
  const markedFor = useRef('');

  useEffect(() => {
    const thread = `${id}:${replyCount}`;
    if (unread === 0 || markedFor.current === thread) return;
    markedFor.current = thread;
    markAsRead(id);
  }, [unread, replyCount, markAsRead, id]);

  const back = (
    <Link to={paths.myMessages()} className="font-semibold text-teal-brand underline">
      {m.back}
    </Link>
  );
  if (message.isPending) return <LoadingText />;
  if (message.isError) {
    return (
      <section className="mx-auto max-w-3xl space-y-4">
        {isMissingMessage(message.error) ? (
          <PageHeading title={contactMessages.notFound}>{contactMessages.notFound}</PageHeading>
        ) : (
          <>
            <PageHeading>{pageTitles.myMessages}</PageHeading>
            <LoadFailure
              error={message.error}
              fallback={contactMessages.loadFailed}
              onRetry={message.refetch}
            />
          </>
        )}
        {back}
      </section>
    );
  }
  const data = message.data;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeading title={data.subject}>{data.subject}</PageHeading>
      <Panel title={m.message}>
        <dl className="mb-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{m.sentOn}</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
          <dt className="font-semibold">{m.status}</dt>
          <dd>
            <StatusBadge status={data.status} />
          </dd>
          <dt className="font-semibold">{m.priority}</dt>
          <dd>
            <PriorityBadge priority={data.priority} />
          </dd>
          {data.tags.length > 0 && (
            <>
              <dt className="font-semibold">{m.tags}</dt>
              <dd>{data.tags.join(', ')}</dd>
            </>
          )}
          {data.parentSubject && (
            <>
              <dt className="font-semibold">{contactMessages.followUpOf}</dt>
              <dd>{data.parentSubject}</dd>
            </>
          )}
        </dl>
        <p className="whitespace-pre-line break-words">{data.message}</p>
      </Panel>
      <Panel title={m.thread}>
        <MessageThread replies={data.responses} view="customer" />
      </Panel>
      <Panel title={m.replyPanel}>
        {data.status === 'gesloten' && (
          <Alert tone="info" className="mb-3">
            {m.closedReopens}
          </Alert>
        )}
        <TextEntryForm
          label={m.replyLabel}
          submitLabel={m.replySend}
          done={contactMessages.replySent}
          onSubmit={(text) => reply.mutateAsync({ messageId: id, message: text })}
        />
      </Panel>
      <div className="flex flex-wrap gap-4">
        {back}
        <Link
          to={`${paths.support('new')}&parentId=${encodeURIComponent(id)}`}
          className="font-semibold text-teal-brand underline"
        >
          {m.followUp}
        </Link>
      </div>
    </section>
  );
}
