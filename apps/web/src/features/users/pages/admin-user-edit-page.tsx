import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function AdminUserEditPage() {
  return <PlaceholderPage title={pageTitles.admin.editUser} />;
}
