import { commonMessages } from '../lib/messages.ts';
import { PageHeading } from './ui/page-heading.tsx';

/** A screen that has its route but is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <p className="text-stone-700">{commonMessages.underConstruction}</p>
    </section>
  );
}
