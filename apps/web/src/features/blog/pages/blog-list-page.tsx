import { pageTitles } from '../../../lib/messages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BlogHero } from '../components/blog-hero.tsx';
import { BlogListView } from '../components/blog-list-view.tsx';
import { blogPageMessages as t } from '../messages.ts';

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
