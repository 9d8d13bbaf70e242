import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function SuccessPage() {
  return <PlaceholderPage title={pageTitles.success} />;
}
