import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function BlogPostPage() {
  return <PlaceholderPage title={pageTitles.blogPost} />;
}
