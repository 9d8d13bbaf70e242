import './styles.css';

/**
 * The page's one script tag (decision 031). A server-rendered page is complete without script: the
 * browser paints it first, and only then fetches the app (main.tsx), which hydrates it. On a slow
 * phone the app's download no longer shares the line with the stylesheet, font and LCP image the
 * first paint needs. A page the server did not render (accounts, admin) waits one frame more.
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until it is shown: start at once there.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame's callbacks run just before it paints; a task queued from there runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterFirstPaint();
await import('./main.tsx');
