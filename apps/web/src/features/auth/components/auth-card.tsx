import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** The centred card the login and register forms sit in. */
export function AuthCard({
  title,
  intro,
  footer,
  children,
}: {
  title: string;
  intro: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageHeading className="mb-2">{title}</PageHeading>
      <p className="mb-6 text-stone-700">{intro}</p>
      {children}
      <p className="mt-6 border-t border-stone-200 pt-5 text-sm text-stone-700">{footer}</p>
    </div>
  );
}
