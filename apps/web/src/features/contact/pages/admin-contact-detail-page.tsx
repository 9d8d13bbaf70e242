import {
  type ContactPriority,
  type ContactStatus,
  contactMessages,
  contactPriorities,
  contactPriorityLabels,
  contactStatuses,
  contactStatusLabels,
} from '@shop/shared/contact';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { SlaDeadline } from '../components/desk-table.tsx';
import { MessageThread } from '../components/message-thread.tsx';
import { TextEntryForm } from '../components/text-entry-form.tsx';
import { isMissingMessage } from '../contact-errors.ts';
import {
  useAddDeskNote,
  useDeskMessage,
  useReplyFromDesk,
  useSetDeskPriority,
  useSetDeskStatus,
} from '../hooks/use-contact.ts';
import { contactPageMessages as m } from '../messages.ts';

/** A select with its own 'Bijwerken' button (status, priority). */
function UpdateField<T extends string>({
  label,
  value,
  options,
  onUpdate,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onUpdate(value: T): Promise<unknown>;
}) {
  const [choice, setChoice] = useState<T>(value);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onUpdate(choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={label}
        options={options}
        value={choice}
        onChange={(event) => setChoice(event.target.value as T)}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={busy}
        aria-label={`${label} ${m.admin.update.toLowerCase()}`}
      >
        {m.admin.update}
      </Button>
    </form>
  );
}

/** /admin/contact/:id: a conversation on the support desk, its status, priority, SLA, replies and internal notes. */
export default function AdminContactDetailPage() {
  const { id = '' } = useParams();
  const message = useDeskMessage(id);
  const setStatus = useSetDeskStatus();
  const setPriority = useSetDeskPriority();
  const reply = useReplyFromDesk();
  const addNote = useAddDeskNote();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const update = async (change: () => Promise<unknown>) => {
    setFeedback(null);
    try {
      await change();
      setFeedback({ tone: 'success', text: contactMessages.updated });
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: error instanceof ApiError ? error.message : contactMessages.updateFailed,
      });
    }
  };

  const back = (
    <Link to={paths.admin.contact()} className="font-semibold text-teal-brand underline">
      {m.backToDesk}
    </Link>
  );
  if (message.isPending) return <LoadingText />;
  if (message.isError) {
    return (
      <section className="space-y-4">
        <PageHeading>{pageTitles.admin.contactMessage}</PageHeading>
        {isMissingMessage(message.error) ? (
          <Alert>{contactMessages.notFound}</Alert>
        ) : (
          <LoadFailure
            error={message.error}
            fallback={contactMessages.loadFailed}
            onRetry={message.refetch}
          />
        )}
        {back}
      </section>
    );
  }
  const data = message.data;
  return (
    <section className="space-y-6">
      <PageHeading title={data.subject}>{data.subject}</PageHeading>
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Panel title={m.message}>
            <dl className="mb-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{m.admin.sender}</dt>
              <dd className="break-all">
                {data.user?.email ?? data.email} {!data.user && `(${m.admin.guest})`}
              </dd>
              <dt className="font-semibold">{m.admin.sentOn}</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
              {data.parentId && (
                <>
                  <dt className="font-semibold">{m.admin.parent}</dt>
                  <dd>
                    <Link
                      className="text-teal-brand underline"
                      to={paths.admin.contactMessage(data.parentId)}
                    >
                      {data.parentSubject ?? contactMessages.original}
                    </Link>
                  </dd>
                </>
              )}
              {data.orderId && (
                <>
                  <dt className="font-semibold">{m.admin.order}</dt>
                  <dd>
                    <Link className="text-teal-brand underline" to={paths.admin.order(data.orderId)}>
                      {m.admin.viewOrder}
                    </Link>
                  </dd>
                </>
              )}
              {data.tags.length > 0 && (
                <>
                  <dt className="font-semibold">{m.tags}</dt>
                  <dd>{data.tags.join(', ')}</dd>
                </>
              )}
            </dl>
            <p className="whitespace-pre-line break-words">{data.message}</p>
          </Panel>
          <Panel title={m.admin.replies}>
            <MessageThread replies={data.responses} view="desk" />
            <div className="mt-4">
              <TextEntryForm
                label={m.admin.replyLabel}
                submitLabel={m.admin.replySend}
                done={contactMessages.replySent}
                onSubmit={(text) => reply.mutateAsync({ messageId: id, message: text })}
              />
            </div>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={m.admin.handling}>
            <div className="space-y-4">
              <UpdateField<ContactStatus>
                key={`status-${data.status}`}
                label={m.status}
                value={data.status}
                options={contactStatuses.map((s) => ({ value: s, label: contactStatusLabels[s] }))}
                onUpdate={(status) => update(() => setStatus.mutateAsync({ messageId: id, status }))}
              />
              <UpdateField<ContactPriority>
                key={`priority-${data.priority}`}
                label={m.priority}
                value={data.priority}
                options={contactPriorities.map((p) => ({ value: p, label: contactPriorityLabels[p] }))}
                onUpdate={(priority) => update(() => setPriority.mutateAsync({ messageId: id, priority }))}
              />
              <p className="text-sm">
                <span className="font-semibold">{m.admin.sla}: </span>
                <SlaDeadline slaDueAt={data.slaDueAt} overdue={data.overdue} />
              </p>
            </div>
          </Panel>
          <Panel title={m.admin.notes}>
            <p className="mb-3 text-sm text-stone-600">{m.admin.notesHint}</p>
            {data.internalNotes.length === 0 ? (
              <p className="mb-3 text-stone-600">{m.admin.noNotes}</p>
            ) : (
              <ol className="mb-4 space-y-3">
                {data.internalNotes.map((note) => (
                  <li key={note._id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                    <p className="mb-1 text-sm text-stone-700">
                      <span className="font-semibold">{note.addedBy?.email ?? '-'}</span> ·{' '}
                      {formatDateTime(note.addedAt)}
                    </p>
                    <p className="whitespace-pre-line break-words">{note.note}</p>
                  </li>
                ))}
              </ol>
            )}
            <TextEntryForm
              label={m.admin.noteLabel}
              submitLabel={m.admin.noteAdd}
              done={contactMessages.noteAdded}
              onSubmit={(note) => addNote.mutateAsync({ messageId: id, note })}
            />
          </Panel>
        </div>
      </div>
      {back}
    </section>
  );
}
