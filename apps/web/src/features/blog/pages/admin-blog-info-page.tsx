import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminBlogInfoPage() {
  return <PlaceholderPage title={pageTitles.admin.blogInfo} />;
}
