import { type RouteObject, useRoutes } from 'react-router';
import { lazyPageOf, type PageModule } from './lazy-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The admin's pages, each a chunk of its own, loaded when its route is visited. */
const adminPage = lazyPageOf(
  import.meta.glob<PageModule>([
    '../features/*/pages/admin-*-page.tsx',
    '../features/admin/pages/*-page.tsx',
  ]),
);

/**
 * The admin's routes under /admin (spec section 2), in a chunk of their own that only an admin's
 * visit loads: the app's chunk every shopper loads carries none of them, and a new admin screen
 * costs a shopper's first load nothing. The router guards them (RequireAdmin) before this loads.
 */
const routes: RouteObject[] = [
  { index: true, ...adminPage('../features/admin/pages/dashboard-page.tsx') },
  {
    path: 'products',
    ...adminPage('../features/products/pages/admin-product-list-page.tsx'),
  },
  {
    path: 'product/:id',
    ...adminPage('../features/products/pages/admin-product-detail-page.tsx'),
  },
  {
    path: 'new-product',
    ...adminPage('../features/products/pages/admin-product-new-page.tsx'),
  },
  {
    path: 'edit-product/:id',
    ...adminPage('../features/products/pages/admin-product-edit-page.tsx'),
  },
  {
    path: 'blogs',
    ...adminPage('../features/blog/pages/admin-blog-list-page.tsx'),
  },
  {
    path: 'new-blog',
    ...adminPage('../features/blog/pages/admin-blog-new-page.tsx'),
  },
  {
    path: 'edit-blog/:id',
    ...adminPage('../features/blog/pages/admin-blog-edit-page.tsx'),
  },
  {
    path: 'blog-info/:id',
    ...adminPage('../features/blog/pages/admin-blog-info-page.tsx'),
  },
  {
    path: 'blogs/:id/stats',
    ...adminPage('../features/blog/pages/admin-blog-stats-page.tsx'),
  },
  {
    path: 'orders',
    ...adminPage('../features/orders/pages/admin-order-list-page.tsx'),
  },
  {
    path: 'orders/:orderId',
    ...adminPage('../features/orders/pages/admin-order-detail-page.tsx'),
  },
  {
    path: 'shipping',
    ...adminPage('../features/shipping/pages/admin-shipping-page.tsx'),
  },
  { path: 'coupons', ...adminPage('../features/coupons/pages/admin-coupons-page.tsx') },
  {
    path: 'settings',
    ...adminPage('../features/settings/pages/admin-settings-page.tsx'),
  },
  {
    path: 'pages',
    ...adminPage('../features/legal/pages/admin-legal-pages-page.tsx'),
  },
  {
    path: 'webhooks',
    ...adminPage('../features/payments/pages/admin-webhooks-page.tsx'),
  },
  {
    path: 'mail',
    ...adminPage('../features/mail/pages/admin-mail-page.tsx'),
  },
  {
    path: 'analytics',
    ...adminPage('../features/analytics/pages/admin-analytics-page.tsx'),
  },
  {
    path: 'route-locks',
    ...adminPage('../features/route-locks/pages/admin-route-locks-page.tsx'),
  },
  {
    path: 'users',
    ...adminPage('../features/users/pages/admin-user-list-page.tsx'),
  },
  {
    path: 'users/:id',
    ...adminPage('../features/users/pages/admin-user-detail-page.tsx'),
  },
  {
    path: 'users/:id/edit',
    ...adminPage('../features/users/pages/admin-user-edit-page.tsx'),
  },
  {
    path: 'contact',
    ...adminPage('../features/contact/pages/admin-contact-list-page.tsx'),
  },
  {
    path: 'contact/:id',
    ...adminPage('../features/contact/pages/admin-contact-detail-page.tsx'),
  },
  { path: 'wipe', ...adminPage('../features/wipe/pages/admin-wipe-page.tsx') },
  {
    path: 'notifications',
    ...adminPage('../features/notifications/pages/admin-notifications-page.tsx'),
  },
  {
    path: 'notifications/broadcast',
    ...adminPage('../features/notifications/pages/admin-broadcast-page.tsx'),
  },
  {
    path: 'notifications/user/:id',
    ...adminPage('../features/notifications/pages/admin-user-notifications-page.tsx'),
  },
  { path: '*', element: <NotFoundPage /> },
];

export default function AdminRoutes() {
  return useRoutes(routes);
}
