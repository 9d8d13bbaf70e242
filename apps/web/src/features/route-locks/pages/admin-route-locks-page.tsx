import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminRouteLocksPage() {
  return <PlaceholderPage title={pageTitles.admin.routeLocks} />;
}
