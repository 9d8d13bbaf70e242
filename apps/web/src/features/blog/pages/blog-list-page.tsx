import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function BlogListPage() {
  return <PlaceholderPage title={pageTitles.blog} />;
}
