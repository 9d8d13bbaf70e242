import { type BlogPost, blogMessages } from '@shop/shared/blog';
import { BlogCardCover } from '../../../components/blog/blog-card-cover.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { adminBlogMessages as t } from '../admin-messages.ts';

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
  /** Each action's name says which post it acts on: 'Bewerken: Gels per uur'. */
  const named = (action: string) => `${action}: ${post.title}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
      <BlogCardCover cover={post.cover} image={post.image} />
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
        <p className="text-sm text-stone-600">
          {post.author ? (post.author.email ?? post.author.name) : blogMessages.unknownAuthor}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {[
            { action: t.info, to: paths.admin.blogInfo(post._id) },
            { action: t.edit, to: paths.admin.editBlog(post._id) },
          ].map(({ action, to }) => (
            <LinkButton key={action} to={to} aria-label={named(action)} variant="secondary">
              {action}
            </LinkButton>
          ))}
          <Button variant="danger" onClick={onDelete} disabled={deleting} aria-label={named(t.delete)}>
            {t.delete}
          </Button>
        </div>
      </div>
    </article>
  );
}
