import { type RouteObject, useRoutes } from 'react-router';
import { lazyOnce } from '../lib/lazy-once.ts';
import { notFoundMessages, pageTitles } from '../lib/messages.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPageOf, type PageModule, type RouteHandle } from './lazy-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** A page in the app's own chunk that the server renders (the 404 page). */
const firstLoadPage = (page: PageModule): RouteHandle => ({
  serverRendered: true,
  page: async () => page,
});

export type { PageModule, RouteHandle };

/**
 * Every page but the admin's, by its path from here: each becomes a chunk of its own, loaded when its route is
 * visited (the home page too: the app comes after the first paint, decision 031, so no page needs
 * to be in the app's own chunk).
 */
const pageModules = import.meta.glob<PageModule>([
  '../features/*/pages/*-page.tsx',
  '!../features/*/pages/admin-*-page.tsx',
  '!../features/admin/pages/*',
]);

const lazyPage = lazyPageOf(pageModules);
const { Component: AdminRoutes } = lazyOnce(() => import('./admin-routes.tsx'));

const serverRendered = { serverRendered: true };

const legalPage = () => lazyPage('../features/legal/pages/legal-page.tsx', serverRendered);

/**
 * The spec's route table (section 2), the same on the server and in the browser (decision 029).
 * Paths are built elsewhere through lib/paths.ts.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          children: [
            // Public
            { index: true, ...lazyPage('../features/home/pages/home-page.tsx', serverRendered) },
            {
              path: 'shop',
              ...lazyPage('../features/products/pages/shop-page.tsx', serverRendered),
            },
            {
              path: 'shop/:slug',
              ...lazyPage('../features/products/pages/product-page.tsx', serverRendered),
            },
            {
              path: 'blog',
              ...lazyPage('../features/blog/pages/blog-list-page.tsx', serverRendered),
            },
            {
              path: 'blog/category/:categorySlug',
              ...lazyPage('../features/blog/pages/blog-category-page.tsx', serverRendered),
            },
            {
              path: 'blog/:slug',
              ...lazyPage('../features/blog/pages/blog-post-page.tsx', serverRendered),
            },
            { path: 'about', ...lazyPage('../features/about/pages/about-page.tsx', serverRendered) },
            // The legal pages (decision 051): one page module at the three addresses.
            { path: 'voorwaarden', ...legalPage() },
            { path: 'privacy', ...legalPage() },
            { path: 'herroepingsrecht', ...legalPage() },
            {
              path: 'planner',
              ...lazyPage('../features/planner/pages/planner-page.tsx', serverRendered),
            },
            {
              path: 'planner/gedeeld/:token',
              ...lazyPage('../features/planner/pages/shared-plan-page.tsx'),
            },
            { path: 'support', ...lazyPage('../features/contact/pages/support-page.tsx') },
            // The forms a guest opens, rendered as a guest sees them (decision 103).
            {
              path: 'contact',
              ...lazyPage('../features/contact/pages/contact-page.tsx', serverRendered),
            },
            { path: 'login', ...lazyPage('../features/auth/pages/login-page.tsx', serverRendered) },
            {
              path: 'register',
              ...lazyPage('../features/auth/pages/register-page.tsx', serverRendered),
            },
            {
              path: 'wachtwoord-vergeten',
              ...lazyPage('../features/auth/pages/forgot-password-page.tsx', serverRendered),
            },
            // A new password and a new e-mail address (decision 060): the links in the mails.
            {
              path: 'wachtwoord-herstellen',
              ...lazyPage('../features/auth/pages/reset-password-page.tsx'),
            },
            {
              path: 'e-mailadres-bevestigen',
              ...lazyPage('../features/auth/pages/confirm-email-page.tsx'),
            },
            { path: 'success', ...lazyPage('../features/checkout/pages/success-page.tsx') },
            { path: 'cart', ...lazyPage('../features/cart/pages/cart-page.tsx') },

            // Login required: guests go to /login
            {
              element: <RequireUser />,
              children: [
                { path: 'profile', ...lazyPage('../features/profile/pages/profile-page.tsx') },
                {
                  path: 'mijn-berichten',
                  ...lazyPage('../features/contact/pages/my-messages-page.tsx'),
                },
                {
                  path: 'mijn-berichten/:id',
                  ...lazyPage('../features/contact/pages/my-message-page.tsx'),
                },
                {
                  path: 'checkout',
                  ...lazyPage('../features/checkout/pages/checkout-page.tsx'),
                },
                {
                  path: 'notificaties',
                  ...lazyPage('../features/notifications/pages/notifications-page.tsx'),
                },
              ],
            },

            // Admin only: guests go to /login, users to /. The admin's own routes come with their
            // chunk (admin-routes.tsx): no shopper's first load carries them.
            { element: <RequireAdmin />, children: [{ path: 'admin/*', element: <AdminRoutes /> }] },

            {
              path: '*',
              element: <NotFoundPage />,
              handle: firstLoadPage({
                default: NotFoundPage,
                meta: () => ({ title: pageTitles.notFound, description: notFoundMessages.body }),
              }),
            },
          ],
        },
      ],
    },
  ];
}

/** The routes rendered where the router puts them (BrowserRouter, StaticRouter, MemoryRouter). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
