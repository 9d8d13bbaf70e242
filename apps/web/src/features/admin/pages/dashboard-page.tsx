import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminDashboardPage() {
  return <PlaceholderPage title={pageTitles.admin.dashboard} />;
}
