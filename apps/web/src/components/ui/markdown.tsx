import { type ComponentType, lazy, Suspense } from 'react';

type RendererModule = { default: ComponentType<{ children: string }> };

let loaded: RendererModule | undefined;

/**
 * Loads the markdown renderer (react-markdown with GFM, the largest chunk a reader meets) once.
 * The server rendering entry awaits it before rendering, so its HTML holds the rendered text.
 */
export async function loadMarkdownRenderer(): Promise<RendererModule> {
  loaded ??= await import('./markdown-renderer.tsx');
  return loaded;
}

/**
 * Once loaded, the renderer is handed to React as a thenable that is already fulfilled, so React
 * renders it at once instead of suspending: the server never streams a fallback (which would need
 * an inline script). In the browser it is not loaded at first: a server-rendered text stays as the
 * server wrote it while the chunk comes, then hydrates, and nothing on the page waits for it.
 */
const Renderer = lazy(() =>
  loaded ? (fulfilled(loaded) as Promise<RendererModule>) : loadMarkdownRenderer(),
);

/** A thenable that calls back at once: React reads it as resolved without waiting a tick. */
function fulfilled<T>(value: T): PromiseLike<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads.
  return { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never };
}

/** Markdown as HTML elements: no raw HTML is ever rendered. Plain text until the renderer is there. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-content space-y-4 leading-relaxed [&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <Suspense fallback={<p className="whitespace-pre-line">{children}</p>}>
        <Renderer>{children}</Renderer>
      </Suspense>
    </div>
  );
}
