import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { API_BASE } from './api-client.ts';
import { readSession } from './auth-storage.ts';

interface PageView {
  path: string;
  referrer: string;
  startedAt: number;
}

/** The browser's name from its user agent, as the visit statistics group it. */
export function browserName(userAgent: string): string {
  if (/edg\//i.test(userAgent)) return 'Edge';
  if (/opr\//i.test(userAgent)) return 'Opera';
  if (/firefox\//i.test(userAgent)) return 'Firefox';
  if (/chrome\/|chromium\//i.test(userAgent)) return 'Chrome';
  if (/safari\//i.test(userAgent)) return 'Safari';
  return 'Overig';
}

/** Do Not Track or Global Privacy Control is on in this browser. */
function declinesTracking(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/**
 * Sends one page view as the page is left. `keepalive` lets the request outlive the page (a
 * closed tab), and carries the token when there is one; failures cost the visitor nothing.
 */
export function sendPageView(view: PageView, endedAt = Date.now()): void {
  // A browser that asks not to be followed sends its views without the login (decision 063).
  const token = declinesTracking() ? undefined : readSession()?.token;
  const body = JSON.stringify({
    path: view.path.slice(0, 500),
    referrer: view.referrer.slice(0, 1000),
    device: navigator.userAgent.slice(0, 500),
    browser: browserName(navigator.userAgent),
    startedAt: new Date(view.startedAt).toISOString(),
    endedAt: new Date(Math.max(endedAt, view.startedAt)).toISOString(),
  });
  try {
    void fetch(`${API_BASE}/analytics/track`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    }).catch(() => undefined);
  } catch {
    // Statistics never stand in a visitor's way.
  }
}

/**
 * Records every page view of the app: a view ends when the route changes, or when the tab is
 * hidden or closed (then a new one starts if the visitor comes back).
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let view: PageView | null = {
      path: pathname,
      referrer: document.referrer,
      startedAt: Date.now(),
    };
    const finish = () => {
      if (view) sendPageView(view);
      view = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') finish();
      else if (!view) view = { path: pathname, referrer: '', startedAt: Date.now() };
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', finish);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', finish);
      finish();
    };
  }, [pathname]);
}
