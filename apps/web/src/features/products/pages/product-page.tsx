import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function ProductPage() {
  return <PlaceholderPage title={pageTitles.product} />;
}
