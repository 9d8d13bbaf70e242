import { Suspense } from 'react';
import { lazyOnce } from '../../lib/lazy-once.ts';

/**
 * The markdown renderer (react-markdown with GFM, the largest chunk a reader meets), loaded on
 * demand. The server rendering entry loads it before rendering, so its HTML holds the rendered
 * text; in the browser a server-rendered text stays as the server wrote it while the chunk comes,
 * then hydrates, and nothing on the page waits for it.
 */
const renderer = lazyOnce(() => import('./markdown-renderer.tsx'));

export const loadMarkdownRenderer = renderer.load;

/** Markdown as HTML elements: no raw HTML is ever rendered. Plain text until the renderer is there. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-content space-y-4 leading-relaxed [&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <renderer.Component>{children}</renderer.Component>
      </Suspense>
    </div>
  );
}
