import { blogMessages } from '@shop/shared/blog-constants';
import { Link } from 'react-router';
import { BlogCardCover } from '../../../components/blog/blog-card-cover.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useNewestPosts } from '../hooks/use-newest-posts.ts';
import { homePageMessages as t } from '../messages.ts';

/** The 3 newest published articles: image, date (nl-BE), category, title and #tags. */
export function NewestArticles() {
  const { data: posts, isPending, error, refetch } = useNewestPosts();
  return (
    <section aria-labelledby="newest-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="newest-heading" className="text-2xl sm:text-3xl">
          {t.newestHeading}
        </h2>
        <Link to={paths.blog()} className="font-semibold text-accent-700 underline-offset-4 hover:underline">
          {t.allArticles} →
        </Link>
      </div>
      {isPending ? (
        <LoadingText />
      ) : error ? (
        <LoadFailure error={error} fallback={t.newestLoadFailed} onRetry={refetch} />
      ) : !posts?.length ? (
        <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
          {blogMessages.noArticles}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
                <BlogCardCover cover={post.cover} image={post.image} />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
                    <time dateTime={post.publishedAt ?? post.createdAt}>
                      {formatShortDate(post.publishedAt ?? post.createdAt)}
                    </time>
                    <span className="font-semibold text-teal-brand">{post.category}</span>
                  </p>
                  <h3 className="text-lg leading-snug">
                    <Link to={paths.blogPost(post.slug)} className="hover:text-accent-700 hover:underline">
                      {post.title}
                    </Link>
                  </h3>
                  {post.tags.length > 0 && (
                    <ul className="mt-auto flex flex-wrap gap-2 pt-2 text-sm text-stone-600">
                      {post.tags.map((tag) => (
                        <li key={tag}>#{tag}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
