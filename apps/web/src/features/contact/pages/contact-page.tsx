import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { pageTitles } from '../../../lib/messages.ts';

export default function ContactPage() {
  return <PlaceholderPage title={pageTitles.contact} />;
}
