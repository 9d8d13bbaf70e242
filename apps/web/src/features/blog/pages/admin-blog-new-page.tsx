import { type BlogData, blogMessages } from '@shop/shared/blog';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { blogKeys, createBlog } from '../api/blog-api.ts';
import { BlogForm } from '../components/blog-form.tsx';

/** /admin/new-blog: on success the admin lands on /blog. */
export default function AdminBlogNewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = async (data: BlogData) => {
    await createBlog(data);
    await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    navigate(paths.blog());
  };
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeading>{pageTitles.admin.newBlog}</PageHeading>
      <BlogForm failureMessage={blogMessages.publishFailed} onSubmit={save} />
    </section>
  );
}
