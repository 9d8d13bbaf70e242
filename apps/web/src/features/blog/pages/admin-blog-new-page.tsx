import { type BlogData, blogMessages } from '@shop/shared/blog';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { BlogForm } from '../components/blog-form.tsx';
import { useCreateBlog } from '../hooks/use-blog.ts';

/** /admin/new-blog: on success the admin lands on /blog. */
export default function AdminBlogNewPage() {
  const navigate = useNavigate();
  const createBlog = useCreateBlog();
  const save = async (data: BlogData) => {
    await createBlog.mutateAsync(data);
    navigate(paths.blog());
  };
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeading>{pageTitles.admin.newBlog}</PageHeading>
      <BlogForm failureMessage={blogMessages.publishFailed} onSubmit={save} />
    </section>
  );
}
