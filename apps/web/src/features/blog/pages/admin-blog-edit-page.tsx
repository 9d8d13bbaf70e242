import { type BlogData, blogMessages } from '@shop/shared/blog';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { adminBlogMessages as t } from '../admin-messages.ts';
import { BlogForm } from '../components/blog-form.tsx';
import { useBlogPost, useUpdateBlog } from '../hooks/use-blog.ts';

/** /admin/edit-blog/{id}: on success the admin returns to /admin/blogs. */
export default function AdminBlogEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: post, isPending, isError, error, refetch } = useBlogPost(id);
  const updateBlog = useUpdateBlog(id);

  const save = async (data: BlogData) => {
    await updateBlog.mutateAsync(data);
    navigate(paths.admin.blogs());
  };

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeading>{pageTitles.admin.editBlog}</PageHeading>
      {isPending ? (
        <LoadingText text={t.loadingPost} />
      ) : isError ? (
        <div className="space-y-4">
          <LoadFailure error={error} fallback={blogMessages.adminLoadFailed} onRetry={refetch} />
          <Link to={paths.admin.blogs()} className="font-semibold text-accent-700 underline">
            ← {t.backToList}
          </Link>
        </div>
      ) : (
        <BlogForm key={post._id} initial={post} failureMessage={blogMessages.updateFailed} onSubmit={save} />
      )}
    </section>
  );
}
