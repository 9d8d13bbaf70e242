import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function ProfilePage() {
  return <PlaceholderPage title={pageTitles.profile} />;
}
