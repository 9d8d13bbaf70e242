import { LinkButton } from '../components/ui/button.tsx';
import { commonMessages, notFoundMessages, pageTitles } from '../lib/messages.ts';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle(pageTitles.notFound);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p aria-hidden className="text-7xl font-black text-accent-600">
        {notFoundMessages.code}
      </p>
      <h1 className="mt-4 text-2xl sm:text-3xl">{notFoundMessages.title}</h1>
      <p className="mt-3 text-stone-700">{notFoundMessages.body}</p>
      <LinkButton to={paths.home()} className="mt-8">
        {commonMessages.backHome}
      </LinkButton>
    </section>
  );
}
