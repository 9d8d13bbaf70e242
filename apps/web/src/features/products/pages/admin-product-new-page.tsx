import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminProductNewPage() {
  return <PlaceholderPage title={pageTitles.admin.newProduct} />;
}
