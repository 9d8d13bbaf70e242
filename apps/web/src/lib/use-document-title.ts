import { useEffect } from 'react';
import { brand } from './messages.ts';

/** Sets the tab title as '<title> — Loopvoeding' while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} — ${brand.name}`;
  }, [title]);
}
