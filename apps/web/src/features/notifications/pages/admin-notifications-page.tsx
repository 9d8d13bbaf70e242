import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminNotificationsPage() {
  return <PlaceholderPage title={pageTitles.admin.notifications} />;
}
