import { blogMessages } from '@shop/shared/blog';
import { Link, useParams } from 'react-router';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { adminBlogMessages as t } from '../admin-messages.ts';
import { useBlogPost, useBlogStats } from '../hooks/use-blog.ts';

/** /admin/blogs/{id}/stats: who liked the post (name and e-mail) and when. */
export default function AdminBlogStatsPage() {
  const { id = '' } = useParams();
  const { data: post } = useBlogPost(id);
  const { data: stats, isPending, isError, error, refetch } = useBlogStats(id);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <PageHeading className="mb-2">{pageTitles.admin.blogStats}</PageHeading>
        {post && <p className="text-lg text-stone-700">{post.title}</p>}
      </div>
      <Link to={paths.admin.blogInfo(id)} className="inline-block font-semibold text-accent-700 underline">
        ← {pageTitles.admin.blogInfo}
      </Link>
      <h2 className="text-xl">
        {t.likesHeading}
        {stats ? ` (${stats.likes.length})` : ''}
      </h2>
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <LoadFailure error={error} fallback={blogMessages.statsFailed} onRetry={refetch} />
      ) : stats.likes.length === 0 ? (
        <p className="text-stone-700">{t.noLikes}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {stats.likes.map((like) => {
            const name = like.userId ? `${like.userId.firstName} ${like.userId.lastName}`.trim() : '';
            return (
              <li
                key={`${like.userId?._id ?? 'verwijderd'}-${like.at}`}
                className="flex flex-wrap justify-between gap-2 p-4"
              >
                <div>
                  {name && <p className="font-semibold">{name}</p>}
                  <p className={name ? 'text-sm text-stone-700' : 'font-semibold'}>
                    {like.userId?.email || t.deletedUser}
                  </p>
                </div>
                <p className="text-sm text-stone-600">
                  {t.likedAt} <time dateTime={like.at}>{formatDateTime(like.at)}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
