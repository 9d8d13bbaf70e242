import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyOnce } from '../../lib/lazy-once.ts';

/**
 * The markdown renderer (react-markdown with GFM, the largest chunk a reader meets), loaded on
 * demand. The server rendering entry loads it before rendering, so its HTML holds the rendered
 * text. The browser keeps a text the server rendered as the server wrote it: it neither loads the
 * renderer nor parses the text again to hydrate it (decision 031). The renderer comes when a text
 * is rendered in the browser (another article opened in the page, a preview in the editor), plain
 * text standing in while it loads.
 */
const renderer = lazyOnce(() => import('./markdown-renderer.tsx'));

export const loadMarkdownRenderer = renderer.load;

const CLASS_NAME =
  'prose-content space-y-4 leading-relaxed [&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

const neverChanges = () => () => {};

/** True while React hydrates the server's HTML (and on the server); false once the browser renders. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/** Markdown as HTML elements: no raw HTML is ever rendered. Plain text until the renderer is there. */
export function Markdown({ children }: { children: string }) {
  const hydrating = useHydrating();
  const [serverText] = useState(() => (hydrating && typeof document !== 'undefined' ? children : undefined));
  if (children === serverText) {
    // The server's elements for this very text stay in place: React leaves them untouched.
    return (
      <div
        key="server"
        className={CLASS_NAME}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="browser" className={CLASS_NAME}>
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <renderer.Component>{children}</renderer.Component>
      </Suspense>
    </div>
  );
}
