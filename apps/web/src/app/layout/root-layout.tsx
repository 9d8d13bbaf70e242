import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { LoadingText } from '../../components/ui/loading.tsx';
import { useCartSync } from '../../features/cart/hooks/use-cart-sync.ts';
import { onSessionExpired } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { lazyOnce } from '../../lib/lazy-once.ts';
import { commonMessages, layoutMessages } from '../../lib/messages.ts';
import { usePageViewTracking } from '../../lib/page-views.ts';
import { paths } from '../../lib/paths.ts';
import { RouteErrorBoundary } from '../route-error.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The admin menu comes with the admin's pages (each a chunk of its own), not in the app's chunk. */
const { Component: AdminNav } = lazyOnce(() => import('./admin-nav.tsx'));

/**
 * A new page starts at the top (or at its `#anchor`); back and forward leave the scrolling to the
 * browser, which restores it.
 */
function useScrollToTop() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (key) is the trigger.
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key]);
}

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollToTop();
  const { isAdmin } = useAuth();
  useCartSync();
  usePageViewTracking();

  // The page is interactive from here: a server-rendered one has hydrated (tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  // Spec 8: when the session cannot be refreshed the user goes to /login.
  useEffect(() => onSessionExpired(() => navigate(paths.login(), { replace: true })), [navigate]);

  const onAdminPage =
    pathname === paths.admin.dashboard() || pathname.startsWith(`${paths.admin.dashboard()}/`);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        {layoutMessages.skipToContent}
      </a>
      <Header />
      {isAdmin && onAdminPage && (
        <Suspense fallback={null}>
          <AdminNav />
        </Suspense>
      )}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-12"
      >
        {/* Errors inside a page keep the header and footer around them. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingText text={commonMessages.loadingPage} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
