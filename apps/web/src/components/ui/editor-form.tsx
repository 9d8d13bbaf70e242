import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert.tsx';

/** The form of an admin editor (a product, a blog post): a white card with the save's failure on top. */
export function EditorForm({
  onSubmit,
  failure,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8"
    >
      {failure && <Alert>{failure}</Alert>}
      {children}
    </form>
  );
}
