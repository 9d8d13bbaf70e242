import { roleLabels, roles } from '@shop/shared/auth-constants';
import { sportDisciplines, sportLevels, type User, userMessages } from '@shop/shared/user';
import { useLocation } from 'react-router';
import { type Column, DataTable, emailColumn, viewColumn } from '../../../components/list/data-table.tsx';
import { type FilterField, optionsWithAny, pageSizeField } from '../../../components/list/filter-form.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { FeedbackAlert } from '../../../components/ui/alert.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useUsers } from '../hooks/use-users.ts';
import { userPageMessages as m } from '../messages.ts';
import { userListSchema } from '../user-list-params.ts';
import type { AdminUserListState } from '../user-list-state.ts';

const fields = [
  { name: 'id', label: m.id, type: 'text' },
  { name: 'firstName', label: m.firstName, type: 'text' },
  { name: 'lastName', label: m.lastName, type: 'text' },
  { name: 'email', label: m.email, inputMode: 'email' },
  { name: 'phone', label: m.phone, type: 'tel' },
  { name: 'role', label: m.role, options: optionsWithAny(m.any, roles, (role) => roleLabels[role]) },
  { name: 'country', label: m.country, type: 'text' },
  { name: 'city', label: m.city, type: 'text' },
  { name: 'discipline', label: m.discipline, options: optionsWithAny(m.any, sportDisciplines) },
  { name: 'level', label: m.level, options: optionsWithAny(m.any, sportLevels) },
  pageSizeField,
] as const satisfies readonly FilterField[];

const name = (user: User) => `${user.firstName} ${user.lastName}`.trim() || '-';

/**
 * /admin/users: every account with the spec's filters; a row leads to the user. A user screen that
 * sends the admin here says why (deleted, not found).
 */
export default function AdminUserListPage() {
  const list = useListParams(userListSchema);
  const users = useUsers(list.values);
  const notice = (useLocation().state as AdminUserListState | null)?.notice;
  const columns: Column<User>[] = [
    emailColumn(m.email, (user) => user.email, { rowHeader: true }),
    { header: `${m.firstName} / ${m.lastName}`, cardLabel: true, cell: name },
    { header: m.role, cardLabel: true, cell: (user) => roleLabels[user.role] },
    { header: m.phone, cardLabel: true, cell: (user) => user.phone || '-' },
    {
      header: m.discipline,
      cardLabel: true,
      cell: (user) => [user.sport.discipline, user.sport.level].filter(Boolean).join(', ') || '-',
    },
    viewColumn({
      header: m.view,
      label: m.view,
      to: (user) => paths.admin.user(user._id),
      ariaLabel: (user) => m.viewLabel(user.email),
    }),
  ];
  return (
    <ListScreen
      title={pageTitles.admin.users}
      filters={{ label: m.filtersTitle, fields }}
      list={list}
      notice={<FeedbackAlert feedback={notice} className="mb-4" />}
      deletion={{ feedback: null, clearFeedback: () => {} }}
    >
      <PagedResults
        query={users}
        loadFailed={userMessages.loadFailed}
        summary={m.resultCount}
        onPageChange={list.goToPage}
      >
        {(data) => (
          <DataTable columns={columns} rows={data} rowKey={(user) => user._id} empty={userMessages.empty} />
        )}
      </PagedResults>
    </ListScreen>
  );
}
