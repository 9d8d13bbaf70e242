import { categoryFromSlug } from '@shop/shared/blog-categories';
import { Link, useParams } from 'react-router';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BlogHero } from '../components/blog-hero.tsx';
import { BlogListView } from '../components/blog-list-view.tsx';
import { blogPageMessages as t } from '../messages.ts';

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
