import { type LegalPage, legalPageMessages } from '@shop/shared/legal-pages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { LegalPageForm } from '../components/legal-page-form.tsx';
import { useAdminLegalPages, useUpdateLegalPage } from '../hooks/use-admin-legal-pages.ts';
import { legalPagesAdminMessages as m } from '../messages.ts';

/** The shop's address of a page: its slug. */
const addressOf = (page: LegalPage) => `/${page.slug}`;

/**
 * /admin/pages: the legal pages (terms, privacy statement, withdrawal right), each with a link to
 * how the shop shows it and 'Bewerken', which opens its title and markdown with a preview.
 */
export default function AdminLegalPagesPage() {
  const pages = useAdminLegalPages();
  const update = useUpdateLegalPage();
  const [editing, setEditing] = useState<LegalPage | null>(null);
  const [saved, setSaved] = useState<Feedback | null>(null);
  const formHeadingId = useId();

  const columns: Column<LegalPage>[] = [
    { header: m.columns.title, rowHeader: true, cell: (page) => page.title },
    { header: m.columns.address, cardLabel: true, cell: addressOf },
    { header: m.columns.updatedAt, cardLabel: true, cell: (page) => formatDateTime(page.updatedAt) },
    {
      header: m.columns.actions,
      hideHeader: true,
      cell: (page) => (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            aria-label={m.editLabel(page.title)}
            onClick={() => {
              setSaved(null);
              setEditing(page);
            }}
          >
            {m.edit}
          </Button>
          <Link
            to={addressOf(page)}
            aria-label={m.viewLabel(page.title)}
            className="font-semibold text-teal-brand underline"
          >
            {m.view}
          </Link>
        </div>
      ),
    },
  ];

  return (
    <section className="space-y-6">
      <PageHeading className="mb-2">{pageTitles.admin.legalPages}</PageHeading>
      <p className="max-w-3xl text-stone-700">{m.intro}</p>
      <div aria-live="polite">
        <FeedbackAlert feedback={saved} />
      </div>
      {editing && (
        <section aria-labelledby={formHeadingId} className="space-y-3">
          <h2 id={formHeadingId} className="text-xl">
            {m.editing(editing.title)}
          </h2>
          <LegalPageForm
            key={editing.slug}
            page={editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              setSaved(null);
              await update.mutateAsync({ slug: editing.slug, input });
              setSaved({ tone: 'success', text: legalPageMessages.saved });
              setEditing(null);
            }}
          />
        </section>
      )}
      <Panel title={m.pages}>
        {pages.isPending ? (
          <LoadingText />
        ) : pages.isError ? (
          <LoadFailure error={pages.error} fallback={legalPageMessages.listFailed} onRetry={pages.refetch} />
        ) : (
          <DataTable columns={columns} rows={pages.data} rowKey={(page) => page.slug} empty={m.empty} />
        )}
      </Panel>
    </section>
  );
}
