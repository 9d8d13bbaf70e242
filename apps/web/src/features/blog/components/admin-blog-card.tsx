import { type BlogPost, blogMessages } from '@shop/shared/blog';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { adminBlogMessages as t } from '../messages.ts';
import { BlogCardCover } from './blog-card-cover.tsx';

/** A post in the admin list: status, details and the info/edit/delete actions. */
export function AdminBlogCard({
  post,
  deleting,
  onDelete,
}: {
  post: BlogPost;
  deleting: boolean;
  onDelete(): void;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
      <BlogCardCover image={post.image} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p
          className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            post.isPublished ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {post.isPublished ? blogMessages.published : blogMessages.draft}
        </p>
        <h2 className="text-lg leading-snug">{post.title}</h2>
        <p className="text-sm text-stone-600">
          {post.category} · {formatShortDate(post.createdAt)}
        </p>
        <p className="text-sm text-stone-600">{post.author?.email ?? blogMessages.unknownAuthor}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Link
            to={paths.admin.blogInfo(post._id)}
            className={buttonClass('secondary')}
            aria-label={`${t.info}: ${post.title}`}
          >
            {t.info}
          </Link>
          <Link
            to={paths.admin.editBlog(post._id)}
            className={buttonClass('secondary')}
            aria-label={`${t.edit}: ${post.title}`}
          >
            {t.edit}
          </Link>
          <Button
            variant="danger"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`${t.delete}: ${post.title}`}
          >
            {t.delete}
          </Button>
        </div>
      </div>
    </article>
  );
}
