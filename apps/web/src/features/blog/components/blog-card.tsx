import type { BlogPost } from '@shop/shared/blog';
import { excerptOrFallback } from '@shop/shared/blog-constants';
import { stripMarkdown } from '@shop/shared/text';
import { Link } from 'react-router';
import { BlogCardCover } from '../../../components/blog/blog-card-cover.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { TagList } from './tag-list.tsx';

/** A post in the list: image, category, title, date, excerpt (or the content's start) and tags. */
export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 transition-shadow hover:shadow-lg">
      <BlogCardCover cover={post.cover} image={post.image} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-teal-brand">{post.category}</p>
        <h2 className="text-xl leading-snug">
          {/* The link covers the whole card; its name stays the title. */}
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 group-hover:text-accent-700 group-hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <time dateTime={date} className="text-sm text-stone-600">
          {formatShortDate(date)}
        </time>
        <p className="text-stone-700">{excerptOrFallback(post.excerpt, stripMarkdown(post.content))}</p>
        <TagList tags={post.tags} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
