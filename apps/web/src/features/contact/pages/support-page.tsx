import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { MyMessagesList } from '../components/my-messages-list.tsx';
import { contactPageMessages as m } from '../messages.ts';

const tabClass = (current: boolean) =>
  `rounded-t-lg border-b-2 px-4 py-2 font-semibold ${current ? 'border-orange-brand text-ink' : 'border-transparent text-stone-700 hover:text-ink'}`;

/** /support: 'new' (the contact form, default) and, for a logged-in user, 'my' (their messages). */
export default function SupportPage() {
  const { isLoggedIn } = useAuth();
  const [params] = useSearchParams();
  const tab = isLoggedIn && params.get('tab') === 'my' ? 'my' : 'new';
  const parentId = params.get('parentId') ?? undefined;
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading>{pageTitles.support}</PageHeading>
      <nav aria-label={m.tabs.label} className="mb-6 flex gap-2 border-b border-stone-200">
        <Link
          to="/support?tab=new"
          aria-current={tab === 'new' ? 'page' : undefined}
          className={tabClass(tab === 'new')}
        >
          {m.tabs.new}
        </Link>
        {isLoggedIn && (
          <Link
            to="/support?tab=my"
            aria-current={tab === 'my' ? 'page' : undefined}
            className={tabClass(tab === 'my')}
          >
            {m.tabs.my}
          </Link>
        )}
      </nav>
      {tab === 'new' ? (
        <>
          <p className="mb-6 text-stone-700">{m.intro}</p>
          <ContactForm parentId={parentId} />
        </>
      ) : (
        <MyMessagesList inSupportTab />
      )}
    </section>
  );
}
