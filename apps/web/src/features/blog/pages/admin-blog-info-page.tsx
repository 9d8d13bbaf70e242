import { blogMessages } from '@shop/shared/blog';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useBlogPost } from '../api/blog-api.ts';
import { adminBlogMessages as t } from '../messages.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** /admin/blog-info/{id}: every detail of a post, with edit and statistics links. */
export default function AdminBlogInfoPage() {
  const { id = '' } = useParams();
  const { data: post, isPending, isError } = useBlogPost(id);

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeading className="mb-2">{pageTitles.admin.blogInfo}</PageHeading>
      <Link to={paths.admin.blogs()} className="inline-block font-semibold text-accent-700 underline">
        ← {t.backToList}
      </Link>
      {isPending ? (
        <LoadingText text={t.loadingPost} />
      ) : isError ? (
        <Alert>{blogMessages.adminLoadFailed}</Alert>
      ) : (
        <article className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <h2 className="text-2xl">{post.title}</h2>
            <div className="flex flex-wrap gap-2">
              <Link to={paths.admin.editBlog(post._id)} className={buttonClass('primary')}>
                {t.edit}
              </Link>
              <Link to={paths.admin.blogStats(post._id)} className={buttonClass('secondary')}>
                {t.stats}
              </Link>
              <Link to={paths.blogPost(post.slug)} className={buttonClass('ghost')}>
                {t.viewOnSite}
              </Link>
            </div>
          </div>
          <dl className="divide-y divide-stone-200">
            <Detail label={t.fields.status}>
              {post.isPublished ? blogMessages.published : blogMessages.draft}
            </Detail>
            <Detail label={t.fields.slug}>{post.slug}</Detail>
            <Detail label={t.fields.category}>{post.category}</Detail>
            <Detail label={t.fields.tags}>
              {post.tags.length > 0 ? post.tags.map((tag) => `#${tag}`).join(' ') : t.noTags}
            </Detail>
            <Detail label={t.fields.excerpt}>{post.excerpt || t.noExcerpt}</Detail>
            <Detail label={t.fields.author}>{post.author?.email ?? blogMessages.unknownAuthor}</Detail>
            <Detail label={t.fields.likes}>{post.likeCount}</Detail>
            <Detail label={t.fields.comments}>{post.commentCount}</Detail>
            <Detail label={t.fields.publishedAt}>
              {post.publishedAt ? formatDateTime(post.publishedAt) : t.notPublished}
            </Detail>
            <Detail label={t.fields.createdAt}>{formatDateTime(post.createdAt)}</Detail>
            <Detail label={t.fields.updatedAt}>{formatDateTime(post.updatedAt)}</Detail>
            <Detail label={t.fields.id}>
              <code className="text-sm">{post._id}</code>
            </Detail>
          </dl>
        </article>
      )}
    </section>
  );
}
