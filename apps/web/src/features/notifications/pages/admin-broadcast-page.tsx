import {
  type NotificationIcon as IconName,
  notificationMessages as sharedMessages,
} from '@shop/shared/notification';
import { type FormEvent, useState } from 'react';
import { FilterForm } from '../../../components/list/filter-form.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { Alert, type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { NotificationIconPicker } from '../components/notification-icon-picker.tsx';
import { useBroadcast, useNotificationUsers } from '../hooks/use-admin-notifications.ts';
import { adminNotificationMessages as m, notificationMessages } from '../messages.ts';
import { notificationUserListSchema } from '../notification-user-params.ts';

const empty = { title: '', message: '', icon: 'bell' as IconName, link: '' };

/**
 * /admin/notifications/broadcast: pick users (across pages of the e-mail search) or everyone,
 * and send them one notification.
 */
export default function AdminBroadcastPage() {
  const list = useListParams(notificationUserListSchema);
  const users = useNotificationUsers(list.values);
  const broadcast = useBroadcast();
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [everyone, setEveryone] = useState(false);
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const toggle = (id: string, email: string) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, email);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    if (!everyone && selected.size === 0) {
      setProblem(sharedMessages.selectRecipients);
      return;
    }
    setProblem(null);
    try {
      const { created } = await broadcast.mutateAsync({
        everyone,
        userIds: everyone ? [] : [...selected.keys()],
        title: form.title,
        message: form.message,
        icon: form.icon,
        ...(form.link.trim() ? { link: form.link.trim() } : {}),
      });
      setFeedback({ tone: 'success', text: sharedMessages.broadcastSent(created) });
      setForm(empty);
      setSelected(new Map());
      setEveryone(false);
    } catch (error) {
      setFeedback({
        tone: 'error',
        text:
          error instanceof ApiError && error.status < 500 ? error.message : sharedMessages.broadcastFailed,
      });
    }
  };

  return (
    <section className="space-y-6">
      <PageHeading>{pageTitles.admin.broadcast}</PageHeading>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={m.recipients}>
          <CheckboxField
            label={m.everyone}
            checked={everyone}
            onChange={(event) => setEveryone(event.target.checked)}
          />
          <p className="my-3 text-sm text-stone-700" aria-live="polite">
            {everyone ? m.everyone : m.selected(selected.size)}
          </p>
          <FilterForm
            label={m.searchTitle}
            fields={[{ name: 'email', label: m.email, inputMode: 'email' }]}
            list={list}
          />
          <PagedResults
            query={users}
            loadFailed={notificationMessages.loadFailed}
            summary={m.userCount}
            onPageChange={list.goToPage}
          >
            {(data) =>
              data.length === 0 ? (
                <p className="text-stone-700">{sharedMessages.noUsers}</p>
              ) : (
                <ul className="mb-4 space-y-2">
                  {data.map((user) => (
                    <li key={user._id}>
                      <CheckboxField
                        label={user.email}
                        aria-label={m.choose(user.email)}
                        disabled={everyone}
                        checked={everyone || selected.has(user._id)}
                        onChange={() => toggle(user._id, user.email)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </PagedResults>
        </Panel>
        <Panel title={pageTitles.admin.broadcast}>
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              label={m.title}
              required
              value={form.title}
              onChange={(event) => setForm({ ...form, title: event.target.value })}
            />
            <TextAreaField
              label={m.message}
              required
              rows={4}
              value={form.message}
              onChange={(event) => setForm({ ...form, message: event.target.value })}
            />
            <NotificationIconPicker
              label={m.icon}
              value={form.icon}
              onChange={(icon) => setForm({ ...form, icon })}
            />
            <TextField
              label={m.link}
              hint={m.linkHint}
              value={form.link}
              onChange={(event) => setForm({ ...form, link: event.target.value })}
            />
            {problem && <Alert>{problem}</Alert>}
            <div aria-live="polite">
              <FeedbackAlert feedback={feedback} />
            </div>
            <SubmitButton
              busy={broadcast.isPending}
              busyLabel={m.sending}
              disabled={!form.title.trim() || !form.message.trim()}
            >
              {m.send}
            </SubmitButton>
          </form>
        </Panel>
      </div>
    </section>
  );
}
