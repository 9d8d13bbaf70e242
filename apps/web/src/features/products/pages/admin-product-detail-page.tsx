import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminProductDetailPage() {
  return <PlaceholderPage title={pageTitles.admin.product} />;
}
