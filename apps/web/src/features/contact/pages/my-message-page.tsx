import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function MyMessagePage() {
  return <PlaceholderPage title={pageTitles.myMessage} />;
}
