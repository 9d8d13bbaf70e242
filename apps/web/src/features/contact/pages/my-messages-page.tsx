import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { MyMessagesList } from '../components/my-messages-list.tsx';

/** /mijn-berichten: the user's own messages. */
export default function MyMessagesPage() {
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading>{pageTitles.myMessages}</PageHeading>
      <MyMessagesList />
    </section>
  );
}
