import { roleLabels, roles } from '@shop/shared/auth-constants';
import {
  type AdminUser,
  sportDisciplines,
  sportLevels,
  type UserUpdate,
  userMessages,
} from '@shop/shared/user';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { UserLoadFailure } from '../components/user-load-failure.tsx';
import { useUpdateUser, useUser } from '../hooks/use-users.ts';
import { userPageMessages as m } from '../messages.ts';

function EditForm({ user }: { user: AdminUser }) {
  const { userEmail } = useAuth();
  const update = useUpdateUser();
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    discipline: user.sport.discipline ?? '',
    level: user.sport.level ?? '',
  });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const ownRole = user.email.toLowerCase() === userEmail?.toLowerCase() && form.role !== user.role;
    if (ownRole && !window.confirm(userMessages.confirmOwnRole)) return;
    const changes: UserUpdate = {
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      role: form.role,
      sport: {
        discipline: (form.discipline || null) as (typeof sportDisciplines)[number] | null,
        level: (form.level || null) as (typeof sportLevels)[number] | null,
      },
    };
    try {
      await update.mutateAsync({ userId: user._id, changes });
      setOutcome({ tone: 'success', text: userMessages.saved });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError && error.status === 409 ? error.message : userMessages.saveFailed,
      });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-stone-200 bg-white p-5">
      <p className="text-sm text-stone-700">
        {m.email}: <span className="font-semibold">{user.email}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.firstName} value={form.firstName} onChange={set('firstName')} maxLength={100} />
        <TextField label={m.lastName} value={form.lastName} onChange={set('lastName')} maxLength={100} />
        <TextField label={m.phone} type="tel" value={form.phone} onChange={set('phone')} maxLength={50} />
        <SelectField
          label={m.role}
          value={form.role}
          onChange={set('role')}
          options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
        />
        <SelectField
          label={m.discipline}
          value={form.discipline}
          onChange={set('discipline')}
          options={[
            { value: '', label: m.none },
            ...sportDisciplines.map((value) => ({ value, label: value })),
          ]}
        />
        <SelectField
          label={m.level}
          value={form.level}
          onChange={set('level')}
          options={[{ value: '', label: m.none }, ...sportLevels.map((value) => ({ value, label: value }))]}
        />
      </div>
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      <SubmitButton busy={update.isPending} busyLabel={m.saving}>
        {m.save}
      </SubmitButton>
    </form>
  );
}

/** /admin/users/:id/edit: names, phone, role and sport; an admin changing their own role is asked first. */
export default function AdminUserEditPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const back = (
    <Link to={paths.admin.user(id)} className="font-semibold text-teal-brand underline">
      {m.back}
    </Link>
  );
  if (user.isPending) return <LoadingText />;
  if (user.isError)
    return (
      <UserLoadFailure
        title={pageTitles.admin.editUser}
        error={user.error}
        back={back}
        onRetry={user.refetch}
      />
    );
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <PageHeading>{pageTitles.admin.editUser}</PageHeading>
      <EditForm user={user.data} />
      {back}
    </section>
  );
}
