import './styles.css';

/**
 * The page's one script tag (decision 031). A server-rendered page is complete without script: the
 * browser paints it first, and only then fetches the app (main.tsx), which hydrates it. On a slow
 * phone the app's download no longer shares the line with the stylesheet, font and image the first
 * paint needs. A page the server did not render (accounts, admin) has nothing to paint without the
 * app: it starts at once.
 */

/**
 * zod compiles a fast parser for each object schema with `new Function`, after trying once whether
 * it may. The Content Security Policy refuses that (`script-src 'self'`, no `unsafe-eval`), and the
 * browser reports the try as a violation though zod catches it: every page with a form logged one.
 * Told not to compile, zod never tries. Set here, before the app and any schema: zod reads this
 * global when it loads, so the first load carries none of zod for it.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/** The longest the app waits for a first paint that does not come (a browser without paint timing). */
const LONGEST_WAIT_MS = 3000;

function afterFirstPaint(): Promise<void> {
  const serverRendered = Boolean(document.getElementById('root')?.firstChild);
  // A tab opened in the background paints nothing until it is shown: start at once there.
  if (!serverRendered || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const start = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(start, LONGEST_WAIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // The entry comes once the painted frame is on screen, not when it was drawn.
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  });
}

await afterFirstPaint();
await import('./main.tsx');
