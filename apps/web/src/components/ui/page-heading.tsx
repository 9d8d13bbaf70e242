import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The page's one h1; it also sets the document title (from `title`, or the heading text). */
export function PageHeading({
  children,
  title,
  className = 'mb-6',
}: {
  children: ReactNode;
  title?: string;
  className?: string;
}) {
  useDocumentTitle(title ?? (typeof children === 'string' ? children : undefined));
  return <h1 className={`text-3xl sm:text-4xl ${className}`}>{children}</h1>;
}
