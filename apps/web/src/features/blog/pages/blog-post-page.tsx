import { blogMessages } from '@shop/shared/blog-constants';
import { stripMarkdown, truncate } from '@shop/shared/text';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PLACEHOLDER_BLOG_IMAGE } from '../../../components/blog/blog-card-cover.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { Photo } from '../../../components/ui/photo.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { lazyOnce } from '../../../lib/lazy-once.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { blogQueries } from '../api/blog-api.ts';
import { commentQueries } from '../api/comments-api.ts';
import { LikeButton } from '../components/like-button.tsx';
import { TagList } from '../components/tag-list.tsx';
import { useBlogPostPage } from '../hooks/use-blog.ts';
import { blogPageMessages as t } from '../messages.ts';

/**
 * The comments (their list, form, replies and edits) in a chunk of their own (decision 031): a
 * reader's phone hydrates the article first, and the server's comments stay as they were sent
 * until their code is there.
 */
/** The post's column is at most 768 px wide: its cover fills it, and all of a phone. */
const POST_COVER_SIZES = '(min-width: 800px) 768px, 100vw';
const coverFrame = 'aspect-video w-full rounded-3xl object-cover';

const comments = lazyOnce(() => import('../components/comments/comments-section.tsx'));

/** The article and its comments as a guest sees them; a signed-in reader's own view follows. */
export const prefetch: Prefetch = (queryClient, { params }) => {
  const slug = params.slug ?? '';
  return Promise.all([
    queryClient.prefetchQuery(blogQueries.page(slug, null)),
    queryClient.prefetchQuery(commentQueries.forPost(slug, null)),
    comments.load(),
  ]);
};

/** Title, description, Open Graph and JSON-LD Article of a published post. */
export const meta: PageMetaFor = (queryClient, params, origin) => {
  const post = queryClient.getQueryData(blogQueries.page(params.slug ?? '', null).queryKey);
  if (!post?.isPublished) return null;
  const description = truncate(post.excerpt || stripMarkdown(post.content), 155);
  const picture = post.cover?.media.previewUrl ?? post.image;
  return {
    title: post.title,
    description,
    path: paths.blogPost(post.slug),
    // Previews get the cover's JPEG; the page paints its AVIF, or the image at its URL, or the placeholder.
    image: post.cover ? post.cover.media.previewUrl : post.image,
    lcpImage: post.cover
      ? { srcSet: post.cover.media.srcSet.avif, sizes: POST_COVER_SIZES }
      : post.image || PLACEHOLDER_BLOG_IMAGE,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description,
      ...(picture ? { image: [new URL(picture, origin).toString()] } : {}),
      datePublished: post.publishedAt ?? post.createdAt,
      dateModified: post.updatedAt,
      articleSection: post.category,
      keywords: post.tags.join(', '),
      ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
      publisher: { '@type': 'Organization', name: 'Loopvoeding' },
      mainEntityOfPage: new URL(paths.blogPost(post.slug), origin).toString(),
      inLanguage: 'nl',
    },
  };
};

/** /blog/{slug}: the article with its like button and comments. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { isAdmin } = useAuth();
  const { data: post, isPending, isError, error, refetch } = useBlogPostPage(slug);
  useDocumentTitle(post?.title);

  if (isPending) return <LoadingText text={t.loadingPost} />;
  // The API shows drafts to admins only; they get to preview them here, everyone else never.
  if (isError || post === null || (!post.isPublished && !isAdmin)) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {isError ? (
          <LoadFailure error={error} fallback={blogMessages.loadFailed} onRetry={refetch} />
        ) : (
          <Alert>{blogMessages.loadFailed}</Alert>
        )}
        <Link to={paths.blog()} className="font-semibold text-accent-700 underline">
          ← {t.backToBlog}
        </Link>
      </div>
    );
  }

  // A draft (only an admin sees one) was never published, whatever date it may still carry.
  const date = post.isPublished ? (post.publishedAt ?? post.createdAt) : post.createdAt;
  return (
    <div className="mx-auto max-w-3xl space-y-12">
      <article className="space-y-6">
        {!post.isPublished && <Alert tone="info">{t.draftPreview}</Alert>}
        {post.cover ? (
          <Photo
            media={post.cover.media}
            alt={post.cover.alt}
            sizes={POST_COVER_SIZES}
            priority
            className={coverFrame}
          />
        ) : (
          <img
            src={post.image || PLACEHOLDER_BLOG_IMAGE}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(PLACEHOLDER_BLOG_IMAGE)) {
                event.currentTarget.src = PLACEHOLDER_BLOG_IMAGE;
              }
            }}
            className={coverFrame}
          />
        )}
        <header className="space-y-3">
          <Link
            to={paths.blogCategory(post.category)}
            className="text-sm font-semibold uppercase tracking-wide text-teal-brand hover:underline"
          >
            {post.category}
          </Link>
          <h1 className="text-3xl leading-tight sm:text-5xl">{post.title}</h1>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
            <div className="flex gap-1">
              <dt>{t.author}:</dt>
              <dd className="font-semibold">{post.author?.name ?? blogMessages.unknownAuthor}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{post.isPublished ? t.publishedOn : t.createdOn}:</dt>
              <dd>
                <time dateTime={date}>{formatLongDate(date)}</time>
              </dd>
            </div>
          </dl>
          <TagList tags={post.tags} size="md" label={t.tags} />
        </header>
        <Markdown>{post.content}</Markdown>
        <LikeButton post={post} />
      </article>
      <Suspense fallback={<LoadingText />}>
        <comments.Component slug={post.slug} />
      </Suspense>
    </div>
  );
}
