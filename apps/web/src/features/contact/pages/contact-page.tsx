import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { contactPageMessages as m } from '../messages.ts';

/** /contact: the contact form for guests and users alike. */
export default function ContactPage() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeading>{pageTitles.contact}</PageHeading>
      <p className="mb-6 text-stone-700">{m.intro}</p>
      <ContactForm parentId={params.get('parentId') ?? undefined} />
    </section>
  );
}
