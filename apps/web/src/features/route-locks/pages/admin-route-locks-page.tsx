import {
  type LockableMethod,
  type LockableRole,
  lockableMethods,
  type RouteLock,
  routeLockMessages,
} from '@shop/shared/route-lock';
import { type FormEvent, useState } from 'react';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { Alert, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { shopDateTimeToIso } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { useCreateRouteLock, useDeleteRouteLock, useRouteLocks } from '../hooks/use-route-locks.ts';

const m = {
  newLock: 'Nieuwe routeblokkade',
  active: 'Actieve routeblokkades',
  route: 'Route',
  routeHint: 'Het API-pad na /api, bijvoorbeeld /blog/:slug/comments (:naam of * staat voor één deel)',
  method: 'Methode',
  roles: 'Blokkeren voor',
  roleLabels: { user: 'Gebruikers', guest: 'Gasten' } satisfies Record<LockableRole, string>,
  isPrefix: 'Ook alles eronder (prefix)',
  until: 'Tot (leeg: tot je hem verwijdert)',
  reason: 'Reden (de gebruiker ziet deze)',
  create: 'Blokkade aanmaken',
  creating: 'Aanmaken…',
  columns: {
    route: 'Route',
    method: 'Methode',
    roles: 'Voor',
    until: 'Tot',
    reason: 'Reden',
    actions: 'Acties',
  },
  prefix: 'prefix',
  exact: 'exact',
  forever: 'geen einde',
  delete: 'Verwijderen',
  deleteLabel: (lock: RouteLock) => `Verwijderen: blokkade ${lock.method} ${lock.route}`,
} as const;

const emptyForm = {
  route: '',
  method: 'GET' as LockableMethod,
  user: true,
  guest: false,
  isPrefix: false,
  until: '',
  reason: '',
};

/** /admin/route-locks: block an API call for users or guests for a while; the active locks with delete. */
export default function AdminRouteLocksPage() {
  const locks = useRouteLocks();
  const create = useCreateRouteLock();
  const removal = useConfirmedDelete(useDeleteRouteLock(), {
    confirm: routeLockMessages.confirmDelete,
    deleted: routeLockMessages.deleted,
    failed: routeLockMessages.deleteFailed,
  });
  const [form, setForm] = useState(emptyForm);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    removal.clearFeedback();
    const roles: LockableRole[] = [
      ...(form.user ? ['user' as const] : []),
      ...(form.guest ? ['guest' as const] : []),
    ];
    if (!form.route.trim()) return setOutcome({ tone: 'error', text: routeLockMessages.routeRequired });
    if (roles.length === 0) return setOutcome({ tone: 'error', text: routeLockMessages.rolesRequired });
    try {
      await create.mutateAsync({
        route: form.route.trim(),
        method: form.method,
        blockedForRoles: roles,
        isPrefix: form.isPrefix,
        ...(form.until ? { until: shopDateTimeToIso(form.until) } : {}),
        ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      });
      setForm(emptyForm);
      setOutcome({ tone: 'success', text: routeLockMessages.created });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError && error.status < 500 ? error.message : routeLockMessages.saveFailed,
      });
    }
  };

  const columns: Column<RouteLock>[] = [
    {
      header: m.columns.route,
      rowHeader: true,
      cell: (lock) => (
        <span className="break-all font-mono text-sm">
          {lock.route} <span className="text-stone-600">({lock.isPrefix ? m.prefix : m.exact})</span>
        </span>
      ),
    },
    { header: m.columns.method, cardLabel: true, cell: (lock) => lock.method },
    {
      header: m.columns.roles,
      cardLabel: true,
      cell: (lock) => lock.blockedForRoles.map((role) => m.roleLabels[role]).join(', '),
    },
    {
      header: m.columns.until,
      cardLabel: true,
      cell: (lock) => (lock.until ? formatDateTime(lock.until) : m.forever),
    },
    { header: m.columns.reason, cardLabel: true, cell: (lock) => lock.reason ?? '-' },
    {
      header: m.columns.actions,
      hideHeader: true,
      cell: (lock) => (
        <Button
          variant="danger"
          aria-label={m.deleteLabel(lock)}
          disabled={removal.deletingId === lock._id}
          onClick={() => removal.remove(lock._id)}
        >
          {m.delete}
        </Button>
      ),
    },
  ];

  return (
    <section className="space-y-6">
      <PageHeading>{pageTitles.admin.routeLocks}</PageHeading>
      <Panel title={m.newLock}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={m.route}
              hint={m.routeHint}
              value={form.route}
              onChange={(event) => setForm({ ...form, route: event.target.value })}
            />
            <SelectField
              label={m.method}
              options={lockableMethods.map((method) => ({ value: method, label: method }))}
              value={form.method}
              onChange={(event) => setForm({ ...form, method: event.target.value as LockableMethod })}
            />
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-semibold">{m.roles}</legend>
              <CheckboxField
                label={m.roleLabels.user}
                checked={form.user}
                onChange={(event) => setForm({ ...form, user: event.target.checked })}
              />
              <CheckboxField
                label={m.roleLabels.guest}
                checked={form.guest}
                onChange={(event) => setForm({ ...form, guest: event.target.checked })}
              />
            </fieldset>
            <div className="space-y-4">
              <CheckboxField
                label={m.isPrefix}
                checked={form.isPrefix}
                onChange={(event) => setForm({ ...form, isPrefix: event.target.checked })}
              />
              <TextField
                label={m.until}
                type="datetime-local"
                value={form.until}
                onChange={(event) => setForm({ ...form, until: event.target.value })}
              />
            </div>
          </div>
          <TextField
            label={m.reason}
            value={form.reason}
            maxLength={300}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
          />
          <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
          <SubmitButton busy={create.isPending} busyLabel={m.creating}>
            {m.create}
          </SubmitButton>
        </form>
      </Panel>
      <Panel title={m.active}>
        <div aria-live="polite">
          <FeedbackAlert feedback={removal.feedback} className="mb-4" />
        </div>
        {locks.isPending ? (
          <LoadingText />
        ) : locks.isError ? (
          <LoadFailure error={locks.error} fallback={routeLockMessages.loadFailed} onRetry={locks.refetch} />
        ) : (
          <DataTable
            columns={columns}
            rows={locks.data}
            rowKey={(lock) => lock._id}
            empty={routeLockMessages.empty}
          />
        )}
      </Panel>
    </section>
  );
}
