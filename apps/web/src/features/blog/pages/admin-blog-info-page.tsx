import { blogMessages } from '@shop/shared/blog';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { adminBlogMessages as t } from '../admin-messages.ts';
import { useBlogPost } from '../hooks/use-blog.ts';

/** /admin/blog-info/{id}: every detail of a post, with edit and statistics links. */
export default function AdminBlogInfoPage() {
  const { id = '' } = useParams();
  const { data: post, isPending, isError, error, refetch } = useBlogPost(id);

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeading className="mb-2">{pageTitles.admin.blogInfo}</PageHeading>
      <Link to={paths.admin.blogs()} className="inline-block font-semibold text-accent-700 underline">
        ← {t.backToList}
      </Link>
      {isPending ? (
        <LoadingText text={t.loadingPost} />
      ) : isError ? (
        <LoadFailure error={error} fallback={blogMessages.adminLoadFailed} onRetry={refetch} />
      ) : (
        <article className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <h2 className="text-2xl">{post.title}</h2>
            <div className="flex flex-wrap gap-2">
              <LinkButton to={paths.admin.editBlog(post._id)}>{t.edit}</LinkButton>
              <LinkButton to={paths.admin.blogStats(post._id)} variant="secondary">
                {t.stats}
              </LinkButton>
              <LinkButton to={paths.blogPost(post.slug)} variant="ghost">
                {t.viewOnSite}
              </LinkButton>
            </div>
          </div>
          <dl className="divide-y divide-stone-200">
            <DetailRow label={t.fields.status}>
              {post.isPublished ? blogMessages.published : blogMessages.draft}
            </DetailRow>
            <DetailRow label={t.fields.slug}>{post.slug}</DetailRow>
            <DetailRow label={t.fields.category}>{post.category}</DetailRow>
            <DetailRow label={t.fields.tags}>
              {post.tags.length > 0 ? post.tags.map((tag) => `#${tag}`).join(' ') : t.noTags}
            </DetailRow>
            <DetailRow label={t.fields.excerpt}>{post.excerpt || t.noExcerpt}</DetailRow>
            <DetailRow label={t.fields.author}>
              {post.author ? (post.author.email ?? post.author.name) : blogMessages.unknownAuthor}
            </DetailRow>
            <DetailRow label={t.fields.likes}>{post.likeCount}</DetailRow>
            <DetailRow label={t.fields.comments}>{post.commentCount}</DetailRow>
            <DetailRow label={t.fields.publishedAt}>
              {post.isPublished && post.publishedAt ? formatDateTime(post.publishedAt) : t.notPublished}
            </DetailRow>
            <DetailRow label={t.fields.createdAt}>{formatDateTime(post.createdAt)}</DetailRow>
            <DetailRow label={t.fields.updatedAt}>{formatDateTime(post.updatedAt)}</DetailRow>
            <DetailRow label={t.fields.id}>
              <code className="text-sm">{post._id}</code>
            </DetailRow>
          </dl>
        </article>
      )}
    </section>
  );
}
