import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { lazyOnce } from '../lib/lazy-once.ts';
import { notFoundMessages, pageTitles } from '../lib/messages.ts';
import type { PageMetaFor } from '../lib/page-meta.ts';
import type { Prefetch } from '../lib/prefetch.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** A page: its component, and for a public one its data (`prefetch`) and its head (`meta`). */
export type PageModule = { default: ComponentType; prefetch?: Prefetch; meta?: PageMetaFor };

/** What a route's `handle` carries: its page, for the server and for hydration. */
export interface RouteHandle {
  /** A public page the server renders with its data; the rest (accounts, admin) renders in the browser. */
  serverRendered?: boolean;
  /** The page module: loads a lazy page's chunk (once), or hands over a page of the app's chunk. */
  page?: () => Promise<PageModule>;
}

/** A page in the app's own chunk that the server renders (the 404 page). */
const firstLoadPage = (page: PageModule): RouteHandle => ({
  serverRendered: true,
  page: async () => page,
});

/**
 * Every page, by its path from here: each becomes a chunk of its own, loaded when its route is
 * visited (the home page too: the app comes after the first paint, decision 031, so no page needs
 * to be in the app's own chunk).
 */
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

/**
 * A page in its own chunk, loaded when its route is visited: admin screens (and other heavy pages)
 * never reach a shopper's browser until opened. The server, and the browser before it hydrates,
 * load the chunk first (`handle.page`), so the page renders at once; a click elsewhere shows the
 * layout's loading text while the chunk comes.
 */
function lazyPage(file: string, { serverRendered = false } = {}): Pick<RouteObject, 'element' | 'handle'> {
  const importer = pageModules[file];
  if (!importer) throw new Error(`No page module ${file}`);
  const { Component, load } = lazyOnce(importer);
  const handle: RouteHandle = { serverRendered, page: load };
  return { element: <Component />, handle };
}

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
            { path: 'support', ...lazyPage('../features/contact/pages/support-page.tsx') },
            { path: 'contact', ...lazyPage('../features/contact/pages/contact-page.tsx') },
            { path: 'login', ...lazyPage('../features/auth/pages/login-page.tsx') },
            { path: 'register', ...lazyPage('../features/auth/pages/register-page.tsx') },
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

            // Admin only: guests go to /login, users to /
            {
              path: 'admin',
              element: <RequireAdmin />,
              children: [
                { index: true, ...lazyPage('../features/admin/pages/dashboard-page.tsx') },
                {
                  path: 'products',
                  ...lazyPage('../features/products/pages/admin-product-list-page.tsx'),
                },
                {
                  path: 'product/:id',
                  ...lazyPage('../features/products/pages/admin-product-detail-page.tsx'),
                },
                {
                  path: 'new-product',
                  ...lazyPage('../features/products/pages/admin-product-new-page.tsx'),
                },
                {
                  path: 'edit-product/:id',
                  ...lazyPage('../features/products/pages/admin-product-edit-page.tsx'),
                },
                {
                  path: 'blogs',
                  ...lazyPage('../features/blog/pages/admin-blog-list-page.tsx'),
                },
                {
                  path: 'new-blog',
                  ...lazyPage('../features/blog/pages/admin-blog-new-page.tsx'),
                },
                {
                  path: 'edit-blog/:id',
                  ...lazyPage('../features/blog/pages/admin-blog-edit-page.tsx'),
                },
                {
                  path: 'blog-info/:id',
                  ...lazyPage('../features/blog/pages/admin-blog-info-page.tsx'),
                },
                {
                  path: 'blogs/:id/stats',
                  ...lazyPage('../features/blog/pages/admin-blog-stats-page.tsx'),
                },
                {
                  path: 'orders',
                  ...lazyPage('../features/orders/pages/admin-order-list-page.tsx'),
                },
                {
                  path: 'orders/:orderId',
                  ...lazyPage('../features/orders/pages/admin-order-detail-page.tsx'),
                },
                {
                  path: 'shipping',
                  ...lazyPage('../features/shipping/pages/admin-shipping-page.tsx'),
                },
                {
                  path: 'coupons',
                  ...lazyPage('../features/coupons/pages/admin-coupons-page.tsx'),
                },
                {
                  path: 'settings',
                  ...lazyPage('../features/settings/pages/admin-settings-page.tsx'),
                },
                {
                  path: 'pages',
                  ...lazyPage('../features/legal/pages/admin-legal-pages-page.tsx'),
                },
                {
                  path: 'webhooks',
                  ...lazyPage('../features/payments/pages/admin-webhooks-page.tsx'),
                },
                {
                  path: 'mail',
                  ...lazyPage('../features/mail/pages/admin-mail-page.tsx'),
                },
                {
                  path: 'analytics',
                  ...lazyPage('../features/analytics/pages/admin-analytics-page.tsx'),
                },
                {
                  path: 'route-locks',
                  ...lazyPage('../features/route-locks/pages/admin-route-locks-page.tsx'),
                },
                {
                  path: 'users',
                  ...lazyPage('../features/users/pages/admin-user-list-page.tsx'),
                },
                {
                  path: 'users/:id',
                  ...lazyPage('../features/users/pages/admin-user-detail-page.tsx'),
                },
                {
                  path: 'users/:id/edit',
                  ...lazyPage('../features/users/pages/admin-user-edit-page.tsx'),
                },
                {
                  path: 'contact',
                  ...lazyPage('../features/contact/pages/admin-contact-list-page.tsx'),
                },
                {
                  path: 'contact/:id',
                  ...lazyPage('../features/contact/pages/admin-contact-detail-page.tsx'),
                },
                { path: 'wipe', ...lazyPage('../features/wipe/pages/admin-wipe-page.tsx') },
                {
                  path: 'notifications',
                  ...lazyPage('../features/notifications/pages/admin-notifications-page.tsx'),
                },
                {
                  path: 'notifications/broadcast',
                  ...lazyPage('../features/notifications/pages/admin-broadcast-page.tsx'),
                },
                {
                  path: 'notifications/user/:id',
                  ...lazyPage('../features/notifications/pages/admin-user-notifications-page.tsx'),
                },
              ],
            },

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
