import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function ShopPage() {
  return <PlaceholderPage title={pageTitles.shop} />;
}
