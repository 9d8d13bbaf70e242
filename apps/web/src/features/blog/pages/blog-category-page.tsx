import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function BlogCategoryPage() {
  return <PlaceholderPage title={pageTitles.blogCategory} />;
}
