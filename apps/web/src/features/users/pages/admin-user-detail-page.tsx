import { roleLabels } from '@shop/shared/auth-constants';
import { userMessages } from '@shop/shared/user';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { UserLoadFailure } from '../components/user-load-failure.tsx';
import { useDeleteUser, useUser } from '../hooks/use-users.ts';
import { userPageMessages as m } from '../messages.ts';
import type { AdminUserListState } from '../user-list-state.ts';

/** /admin/users/:id: the account with its sport and addresses; edit or delete it. */
export default function AdminUserDetailPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const back = (
    <Link to={paths.admin.users()} className="font-semibold text-teal-brand underline">
      {m.back}
    </Link>
  );

  if (user.isPending) return <LoadingText />;
  if (user.isError)
    return (
      <UserLoadFailure title={pageTitles.admin.user} error={user.error} back={back} onRetry={user.refetch} />
    );
  const data = user.data;
  const confirmDelete = () => {
    if (!window.confirm(userMessages.confirmDelete)) return;
    setFailure(null);
    remove.mutate(id, {
      onSuccess: () => {
        const state: AdminUserListState = { notice: { tone: 'success', text: userMessages.deleted } };
        void navigate(paths.admin.users(), { state });
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.status === 409 ? error.message : userMessages.deleteFailed,
        ),
    });
  };
  return (
    <section className="space-y-6">
      <PageHeading title={pageTitles.admin.user}>{data.email}</PageHeading>
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          title={m.details}
          actions={
            <div className="flex gap-2">
              <LinkButton variant="secondary" to={paths.admin.editUser(id)}>
                {m.edit}
              </LinkButton>
              <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
                {m.delete}
              </Button>
            </div>
          }
        >
          <dl>
            <DetailRow label={m.id}>{data._id}</DetailRow>
            <DetailRow label={m.firstName}>{data.firstName || '-'}</DetailRow>
            <DetailRow label={m.lastName}>{data.lastName || '-'}</DetailRow>
            <DetailRow label={m.email}>{data.email}</DetailRow>
            <DetailRow label={m.phone}>{data.phone || '-'}</DetailRow>
            <DetailRow label={m.role}>{roleLabels[data.role]}</DetailRow>
            <DetailRow label={m.discipline}>{data.sport.discipline ?? '-'}</DetailRow>
            <DetailRow label={m.level}>{data.sport.level ?? '-'}</DetailRow>
            <DetailRow label={m.createdAt}>{formatDateTime(data.createdAt)}</DetailRow>
          </dl>
        </Panel>
        <Panel title={m.addresses}>
          {data.addresses.length === 0 ? (
            <p className="text-stone-700">{m.noAddresses}</p>
          ) : (
            <ul className="space-y-3">
              {data.addresses.map((address) => (
                <li key={address._id}>
                  <PostalAddress address={address} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      {back}
    </section>
  );
}
