import { categoryFromSlug } from '@shop/shared/blog-categories';
import { Link, useParams } from 'react-router';
import { readListParams } from '../../../lib/list/list-params.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { NOT_FOUND, type Prefetch } from '../../../lib/prefetch.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { blogQueries } from '../api/blog-api.ts';
import { blogListApiParams, blogListSchema } from '../blog-list-params.ts';
import { BlogHero } from '../components/blog-hero.tsx';
import { BlogListView } from '../components/blog-list-view.tsx';
import { blogPageMessages as t } from '../messages.ts';

/** The posts the query string asks for in this category; an unknown category is not found (404). */
export const prefetch: Prefetch = (queryClient, { request, params }) => {
  const category = categoryFromSlug(params.categorySlug ?? '');
  if (!category) return Promise.resolve(NOT_FOUND);
  const state = readListParams(blogListSchema, new URL(request.url).searchParams);
  return queryClient.prefetchQuery(blogQueries.list(blogListApiParams(state, category)));
};

/** /blog/category/{slug}: the blog list limited to one of the 13 categories. */
export default function BlogCategoryPage() {
  const { categorySlug = '' } = useParams();
  const category = categoryFromSlug(categorySlug);
  useDocumentTitle(category ?? pageTitles.blogCategory);

  const backLink = (
    <Link
      to={paths.blog()}
      className="mt-6 inline-block font-semibold text-sand underline underline-offset-4"
    >
      ← {t.allArticles}
    </Link>
  );

  if (!category) {
    return (
      <BlogHero eyebrow={t.categoryEyebrow} title={t.categoryNotFound}>
        {backLink}
      </BlogHero>
    );
  }
  return (
    <div className="space-y-8">
      <BlogHero eyebrow={t.categoryEyebrow} title={category} intro={t.categoryIntro(category)}>
        {backLink}
      </BlogHero>
      <BlogListView key={category} fixedCategory={category} />
    </div>
  );
}
