import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function NotificationsPage() {
  return <PlaceholderPage title={pageTitles.notifications} />;
}
