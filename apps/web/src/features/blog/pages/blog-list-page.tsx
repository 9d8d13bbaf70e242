import { readListParams } from '../../../lib/list/list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { blogQueries } from '../api/blog-api.ts';
import { blogListApiParams, blogListSchema } from '../blog-list-params.ts';
import { BlogHero } from '../components/blog-hero.tsx';
import { BlogListView } from '../components/blog-list-view.tsx';
import { blogPageMessages as t } from '../messages.ts';

/** The posts the query string asks for. */
export const prefetch: Prefetch = (queryClient, { request }) => {
  const state = readListParams(blogListSchema, new URL(request.url).searchParams);
  return queryClient.prefetchQuery(blogQueries.list(blogListApiParams(state)));
};

export const meta: PageMetaFor = () => ({
  title: pageTitles.blog,
  description: t.metaDescription,
  path: paths.blog(),
});

/** /blog: every published post, searchable, sortable and filtered by category chips. */
export default function BlogListPage() {
  useDocumentTitle(pageTitles.blog);
  return (
    <div className="space-y-8">
      <BlogHero eyebrow={t.heroEyebrow} title={t.heroTitle} intro={t.heroIntro} />
      <BlogListView />
    </div>
  );
}
