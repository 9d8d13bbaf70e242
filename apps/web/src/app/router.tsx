import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingText } from '../components/ui/loading.tsx';
import AboutPage from '../features/about/pages/about-page.tsx';
import HomePage from '../features/home/pages/home-page.tsx';
import { commonMessages } from '../lib/messages.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: ComponentType };

/**
 * A page in its own chunk, loaded when its route is visited: admin screens (and other heavy
 * pages) never reach a shopper's browser until opened.
 */
function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The spec's route table (section 2). Paths are built elsewhere through lib/paths.ts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy chunk loads on a direct visit.
    hydrateFallbackElement: <LoadingText text={commonMessages.loadingPage} />,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteError />,
        children: [
          // Public
          { index: true, element: <HomePage /> },
          { path: 'shop', ...lazyPage(() => import('../features/products/pages/shop-page.tsx')) },
          { path: 'shop/:slug', ...lazyPage(() => import('../features/products/pages/product-page.tsx')) },
          { path: 'blog', ...lazyPage(() => import('../features/blog/pages/blog-list-page.tsx')) },
          {
            path: 'blog/category/:categorySlug',
            ...lazyPage(() => import('../features/blog/pages/blog-category-page.tsx')),
          },
          { path: 'blog/:slug', ...lazyPage(() => import('../features/blog/pages/blog-post-page.tsx')) },
          { path: 'about', element: <AboutPage /> },
          { path: 'support', ...lazyPage(() => import('../features/contact/pages/support-page.tsx')) },
          { path: 'contact', ...lazyPage(() => import('../features/contact/pages/contact-page.tsx')) },
          { path: 'login', ...lazyPage(() => import('../features/auth/pages/login-page.tsx')) },
          { path: 'register', ...lazyPage(() => import('../features/auth/pages/register-page.tsx')) },
          { path: 'success', ...lazyPage(() => import('../features/checkout/pages/success-page.tsx')) },
          { path: 'cart', ...lazyPage(() => import('../features/cart/pages/cart-page.tsx')) },

          // Login required: guests go to /login
          {
            element: <RequireUser />,
            children: [
              { path: 'profile', ...lazyPage(() => import('../features/profile/pages/profile-page.tsx')) },
              {
                path: 'mijn-berichten',
                ...lazyPage(() => import('../features/contact/pages/my-messages-page.tsx')),
              },
              {
                path: 'mijn-berichten/:id',
                ...lazyPage(() => import('../features/contact/pages/my-message-page.tsx')),
              },
              { path: 'checkout', ...lazyPage(() => import('../features/checkout/pages/checkout-page.tsx')) },
              {
                path: 'notificaties',
                ...lazyPage(() => import('../features/notifications/pages/notifications-page.tsx')),
              },
            ],
          },

          // Admin only: guests go to /login, users to /
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              { index: true, ...lazyPage(() => import('../features/admin/pages/dashboard-page.tsx')) },
              {
                path: 'products',
                ...lazyPage(() => import('../features/products/pages/admin-product-list-page.tsx')),
              },
              {
                path: 'product/:id',
                ...lazyPage(() => import('../features/products/pages/admin-product-detail-page.tsx')),
              },
              {
                path: 'new-product',
                ...lazyPage(() => import('../features/products/pages/admin-product-new-page.tsx')),
              },
              {
                path: 'edit-product/:id',
                ...lazyPage(() => import('../features/products/pages/admin-product-edit-page.tsx')),
              },
              { path: 'blogs', ...lazyPage(() => import('../features/blog/pages/admin-blog-list-page.tsx')) },
              {
                path: 'new-blog',
                ...lazyPage(() => import('../features/blog/pages/admin-blog-new-page.tsx')),
              },
              {
                path: 'edit-blog/:id',
                ...lazyPage(() => import('../features/blog/pages/admin-blog-edit-page.tsx')),
              },
              {
                path: 'blog-info/:id',
                ...lazyPage(() => import('../features/blog/pages/admin-blog-info-page.tsx')),
              },
              {
                path: 'blogs/:id/stats',
                ...lazyPage(() => import('../features/blog/pages/admin-blog-stats-page.tsx')),
              },
              {
                path: 'orders',
                ...lazyPage(() => import('../features/orders/pages/admin-order-list-page.tsx')),
              },
              {
                path: 'orders/:orderId',
                ...lazyPage(() => import('../features/orders/pages/admin-order-detail-page.tsx')),
              },
              {
                path: 'webhooks',
                ...lazyPage(() => import('../features/payments/pages/admin-webhooks-page.tsx')),
              },
              {
                path: 'mail',
                ...lazyPage(() => import('../features/mail/pages/admin-mail-page.tsx')),
              },
              {
                path: 'analytics',
                ...lazyPage(() => import('../features/analytics/pages/admin-analytics-page.tsx')),
              },
              {
                path: 'route-locks',
                ...lazyPage(() => import('../features/route-locks/pages/admin-route-locks-page.tsx')),
              },
              {
                path: 'users',
                ...lazyPage(() => import('../features/users/pages/admin-user-list-page.tsx')),
              },
              {
                path: 'users/:id',
                ...lazyPage(() => import('../features/users/pages/admin-user-detail-page.tsx')),
              },
              {
                path: 'users/:id/edit',
                ...lazyPage(() => import('../features/users/pages/admin-user-edit-page.tsx')),
              },
              {
                path: 'contact',
                ...lazyPage(() => import('../features/contact/pages/admin-contact-list-page.tsx')),
              },
              {
                path: 'contact/:id',
                ...lazyPage(() => import('../features/contact/pages/admin-contact-detail-page.tsx')),
              },
              { path: 'wipe', ...lazyPage(() => import('../features/wipe/pages/admin-wipe-page.tsx')) },
              {
                path: 'notifications',
                ...lazyPage(() => import('../features/notifications/pages/admin-notifications-page.tsx')),
              },
              {
                path: 'notifications/broadcast',
                ...lazyPage(() => import('../features/notifications/pages/admin-broadcast-page.tsx')),
              },
              {
                path: 'notifications/user/:id',
                ...lazyPage(
                  () => import('../features/notifications/pages/admin-user-notifications-page.tsx'),
                ),
              },
            ],
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
