import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function MyMessagesPage() {
  return <PlaceholderPage title={pageTitles.myMessages} />;
}
