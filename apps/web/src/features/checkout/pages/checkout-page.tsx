import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function CheckoutPage() {
  return <PlaceholderPage title={pageTitles.checkout} />;
}
