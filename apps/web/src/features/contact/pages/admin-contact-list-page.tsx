import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminContactListPage() {
  return <PlaceholderPage title={pageTitles.admin.contact} />;
}
