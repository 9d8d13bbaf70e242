import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function SupportPage() {
  return <PlaceholderPage title={pageTitles.support} />;
}
