import { ADMIN_PAGE_SIZE_OPTIONS } from '@shop/shared/api';
import { blogMessages } from '@shop/shared/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { type AdminBlogQuery, readAdminBlogQuery, writeAdminBlogQuery } from '../admin-blog-query.ts';
import { blogKeys, deleteBlog, useBlogList } from '../api/blog-api.ts';
import { AdminBlogCard } from '../components/admin-blog-card.tsx';
import { AdminBlogFilterForm } from '../components/admin-blog-filter-form.tsx';
import { adminBlogMessages as t } from '../messages.ts';

/** /admin/blogs: every post (drafts too), filtered through the query string, with paging. */
export default function AdminBlogListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readAdminBlogQuery(searchParams);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { data, isPending, isError } = useBlogList({
    ...query.filters,
    page: query.page,
    limit: query.limit,
  });

  const go = (next: AdminBlogQuery) => setSearchParams(writeAdminBlogQuery(next));

  const remove = useMutation({
    mutationFn: deleteBlog,
    onSuccess: async () => {
      setNotice({ tone: 'success', text: t.deleted });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: () => setNotice({ tone: 'error', text: blogMessages.deleteFailed }),
  });

  const confirmDelete = (id: string) => {
    setNotice(null);
    if (window.confirm(t.confirmDelete)) remove.mutate(id);
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading className="">{pageTitles.admin.blogs}</PageHeading>
        <Link to={paths.admin.newBlog()} className={buttonClass('primary')}>
          <Plus aria-hidden size={18} />
          {t.newBlog}
        </Link>
      </div>

      <AdminBlogFilterForm value={query.filters} onSearch={(filters) => go({ ...query, filters, page: 1 })} />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-stone-700" aria-live="polite">
          {data ? t.resultCount(data.totalRecords) : ''}
        </p>
        <SelectField
          label={t.pageSize}
          value={String(query.limit)}
          onChange={(event) => go({ ...query, limit: Number(event.target.value), page: 1 })}
          className="w-32"
        >
          {ADMIN_PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <Alert>{t.loadFailed}</Alert>
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
                  deleting={remove.isPending && remove.variables === post._id}
                  onDelete={() => confirmDelete(post._id)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            onPageChange={(page) => go({ ...query, page })}
          />
        </>
      )}
    </section>
  );
}
