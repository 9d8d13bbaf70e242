import { contactMessages } from '@shop/shared/contact';
import { dateRangeFields, type FilterField, pageSizeField } from '../../../components/list/filter-form.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { DeskTable } from '../components/desk-table.tsx';
import { TagFilter } from '../components/tag-filter.tsx';
import { adminContactListSchema, statusAndPriorityFields } from '../contact-list-params.ts';

import { useDeskMessages } from '../hooks/use-contact.ts';
import { contactPageMessages as m } from '../messages.ts';

const filterFields = [
  { name: 'subject', label: m.subject, type: 'text' },
  { name: 'email', label: m.admin.email, inputMode: 'email' },
  ...statusAndPriorityFields,
  ...dateRangeFields(m.admin.from, m.admin.to),
  pageSizeField,
] as const satisfies readonly FilterField[];

/** /admin/contact: the support desk, most urgent open work on top. */
export default function AdminContactListPage() {
  const list = useListParams(adminContactListSchema);
  const messages = useDeskMessages(list.values);
  return (
    <ListScreen
      title={pageTitles.admin.contact}
      filters={{ label: m.admin.filtersTitle, fields: filterFields }}
      list={list}
      deletion={{ feedback: null, clearFeedback: () => {} }}
      notice={<TagFilter tags={list.values.tag} onChange={(tag) => list.search({ tag })} />}
    >
      <PagedResults
        query={messages}
        loadFailed={contactMessages.loadFailed}
        summary={m.resultCount}
        onPageChange={list.goToPage}
      >
        {(data) => <DeskTable messages={data} />}
      </PagedResults>
    </ListScreen>
  );
}
