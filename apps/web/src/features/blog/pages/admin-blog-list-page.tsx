import { blogMessages } from '@shop/shared/blog';
import Plus from 'lucide-react/icons/plus';
import { FilterForm, pageSizeOptions } from '../../../components/list/filter-form.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { FeedbackAlert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { commonMessages, pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { adminBlogListSchema } from '../admin-blog-list-params.ts';
import { adminBlogMessages as t } from '../admin-messages.ts';
import { AdminBlogCard } from '../components/admin-blog-card.tsx';
import { adminBlogFilterFields } from '../components/admin-blog-filters.ts';
import { useBlogList, useDeleteBlog } from '../hooks/use-blog.ts';

/** /admin/blogs: every post (drafts too), filtered through the query string, with paging. */
export default function AdminBlogListPage() {
  // On this list the page size, set beside the results, outlives a search and a reset.
  const list = useListParams(adminBlogListSchema, { keep: ['limit'] });
  const { data, isPending, isError, error, refetch } = useBlogList(list.values);
  const deletion = useConfirmedDelete(useDeleteBlog(), {
    confirm: t.confirmDelete,
    deleted: t.deleted,
    failed: blogMessages.deleteFailed,
  });

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading className="">{pageTitles.admin.blogs}</PageHeading>
        <LinkButton to={paths.admin.newBlog()}>
          <Plus aria-hidden size={18} />
          {t.newBlog}
        </LinkButton>
      </div>

      <FilterForm
        label={t.filters}
        fields={adminBlogFilterFields}
        list={list}
        onChange={deletion.clearFeedback}
      />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-stone-700" aria-live="polite">
          {data ? t.resultCount(data.totalRecords) : ''}
        </p>
        <SelectField
          label={commonMessages.pageSize}
          options={pageSizeOptions}
          value={String(list.values.limit)}
          onChange={(event) => list.search({ limit: event.target.value })}
          className="w-32"
        />
      </div>

      <FeedbackAlert feedback={deletion.feedback} />

      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <LoadFailure error={error} fallback={t.loadFailed} onRetry={refetch} />
      ) : data.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {blogMessages.noAdminPosts}
        </p>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.data.map((post) => (
              <li key={post._id}>
                <AdminBlogCard
                  post={post}
                  deleting={deletion.deletingId === post._id}
                  onDelete={() => deletion.remove(post._id)}
                />
              </li>
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onPageChange={list.goToPage} />
        </>
      )}
    </section>
  );
}
