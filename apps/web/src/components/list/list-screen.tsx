import type { ReactNode } from 'react';
import { type Feedback, FeedbackAlert } from '../ui/alert.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { FilterForm, type FilterFormProps } from './filter-form.tsx';

interface ListScreenProps<Name extends string> {
  title: string;
  /** The filter form's landmark name, fields and extras (see FilterForm). */
  filters: Omit<FilterFormProps<Name>, 'list' | 'onChange'>;
  list: FilterFormProps<Name>['list'];
  /** The outcome of the last delete (useConfirmedDelete); a new search or reset clears it. */
  deletion: { feedback: Feedback | null; clearFeedback(): void };
  /** Shown above the filters, e.g. why another screen sent the admin here. */
  notice?: ReactNode;
  /** The results: loading, error, the items and the pager. */
  children: ReactNode;
}

/** An admin list screen: its heading, the filters, the outcome of the last delete, the results. */
export function ListScreen<Name extends string>({
  title,
  filters,
  list,
  deletion,
  notice,
  children,
}: ListScreenProps<Name>) {
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      {notice}
      <FilterForm {...filters} list={list} onChange={deletion.clearFeedback} />
      <div aria-live="polite">
        <FeedbackAlert feedback={deletion.feedback} className="mb-4" />
      </div>
      {children}
    </section>
  );
}
