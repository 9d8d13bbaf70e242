import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function CartPage() {
  return <PlaceholderPage title={pageTitles.cart} />;
}
