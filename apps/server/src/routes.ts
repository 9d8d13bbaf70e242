import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, RawServerDefault } from 'fastify';
import type { AppConfig } from './config.ts';
import { analyticsAdminRoutes } from './features/analytics/analytics.admin.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { blogAdminRoutes } from './features/blog/blog.admin.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { cartCouponRoutes } from './features/checkout/cart-coupon.routes.ts';
import { checkoutRoutes } from './features/checkout/checkout.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { contactAdminRoutes } from './features/contact/contact.admin.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { couponsAdminRoutes } from './features/coupons/coupons.admin.routes.ts';
import { feedsRoutes } from './features/feeds/feeds.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { invoicesAdminRoutes } from './features/invoices/invoices.admin.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { legalPagesAdminRoutes } from './features/legal-pages/legal-pages.admin.routes.ts';
import { legalPagesRoutes } from './features/legal-pages/legal-pages.routes.ts';
import { mailAdminRoutes } from './features/mail/mail.admin.routes.ts';
import { notificationsAdminRoutes } from './features/notifications/notifications.admin.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { ordersAdminRoutes } from './features/orders/orders.admin.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { paymentEmulator } from './features/payments/emulator.routes.ts';
import { createEmulatorStore } from './features/payments/emulator-store.ts';
import { priceHistoryAdminRoutes, productsAdminRoutes } from './features/products/products.admin.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { routeLocksAdminRoutes } from './features/route-locks/route-locks.admin.routes.ts';
import { settingsAdminRoutes } from './features/settings/settings.admin.routes.ts';
import { shippingAdminRoutes } from './features/shipping/shipping.admin.routes.ts';
import { shippingRoutes } from './features/shipping/shipping.routes.ts';
import { profileRoutes } from './features/users/profile.routes.ts';
import { usersAdminRoutes } from './features/users/users.admin.routes.ts';
import { webhooksAdminRoutes } from './features/webhooks/webhooks.admin.routes.ts';
import { stripeWebhookRoutes } from './features/webhooks/webhooks.routes.ts';
import { wipeAdminRoutes } from './features/wipe/wipe.admin.routes.ts';
import { requireAdmin } from './plugins/auth.ts';
import type { Server } from './services.ts';

/** One entry of the route table: a feature's routes, where they hang under /api, and what they get. */
interface ApiRoutes<Options extends FastifyPluginOptions> {
  // biome-ignore lint/suspicious/noExplicitAny: the route plugins differ in their type provider only.
  plugin: FastifyPluginAsync<Options, RawServerDefault, any>;
  prefix: string;
  /** Admin only: registered behind the table's own requireAdmin hook (401 for guests, 403 for users). */
  admin?: true;
  options: Options;
}

/** Checks an entry's options against its plugin, then forgets them, so the table can hold them all. */
// biome-ignore lint/suspicious/noExplicitAny: see above; each entry was checked by its own call.
const routes = <Options extends FastifyPluginOptions>(entry: ApiRoutes<Options>) => entry as ApiRoutes<any>;

/** Every route of the API, in one table. A new feature's routes get a line here. */
export function apiRouteTable(
  config: AppConfig,
  { services, stripe, routeLocks, notificationHub, wipe, loginThrottle }: Server,
) {
  const { rateLimitMax } = config;
  const { analytics, auth, blog, cart, checkout, comments, contact, mail, notifications } = services;
  const { invoices, orders, products, profile, shipping, users, webhooks } = services;
  const { cartCoupon, coupons, legalPages, settings } = services;
  return [
    routes({ plugin: healthRoutes, prefix: '', options: {} }),
    routes({ plugin: authRoutes, prefix: '/auth', options: { auth, loginThrottle } }),
    routes({ plugin: usersAdminRoutes, prefix: '/user', admin: true, options: { users } }),
    routes({ plugin: productsRoutes, prefix: '/products', options: { products } }),
    routes({ plugin: productsAdminRoutes, prefix: '/products', admin: true, options: { products } }),
    routes({
      plugin: priceHistoryAdminRoutes,
      prefix: '/admin/products',
      admin: true,
      options: { products },
    }),
    routes({ plugin: blogRoutes, prefix: '/blog', options: { blog } }),
    routes({ plugin: blogAdminRoutes, prefix: '/blog', admin: true, options: { blog } }),
    routes({ plugin: commentsRoutes, prefix: '/blog', options: { comments, rateLimitMax } }),
    routes({ plugin: profileRoutes, prefix: '/user', options: { profile } }),
    routes({
      plugin: notificationsRoutes,
      prefix: '/notifications',
      options: { notifications, hub: notificationHub },
    }),
    routes({
      plugin: notificationsAdminRoutes,
      prefix: '/admin/notifications',
      admin: true,
      options: { notifications },
    }),
    routes({ plugin: cartRoutes, prefix: '/cart', options: { cart } }),
    routes({ plugin: cartCouponRoutes, prefix: '/cart/coupon', options: { cartCoupon } }),
    routes({ plugin: shippingRoutes, prefix: '/shipping', options: { shipping } }),
    routes({ plugin: shippingAdminRoutes, prefix: '/admin/shipping', admin: true, options: { shipping } }),
    routes({ plugin: couponsAdminRoutes, prefix: '/admin/coupons', admin: true, options: { coupons } }),
    routes({ plugin: settingsAdminRoutes, prefix: '/admin/settings', admin: true, options: { settings } }),
    routes({ plugin: legalPagesRoutes, prefix: '/pages', options: { legalPages } }),
    routes({ plugin: legalPagesAdminRoutes, prefix: '/admin/pages', admin: true, options: { legalPages } }),
    routes({ plugin: checkoutRoutes, prefix: '/checkout', options: { checkout } }),
    routes({ plugin: ordersRoutes, prefix: '/orders', options: { orders } }),
    routes({ plugin: ordersAdminRoutes, prefix: '/orders', admin: true, options: { orders } }),
    routes({ plugin: invoicesRoutes, prefix: '/orders', options: { invoices } }),
    routes({ plugin: invoicesAdminRoutes, prefix: '/orders', admin: true, options: { invoices } }),
    routes({ plugin: stripeWebhookRoutes, prefix: '/webhooks', options: { webhooks, stripe } }),
    routes({ plugin: webhooksAdminRoutes, prefix: '/admin/webhooks', admin: true, options: { webhooks } }),
    routes({ plugin: mailAdminRoutes, prefix: '/admin/mail', admin: true, options: { mail } }),
    routes({ plugin: contactRoutes, prefix: '/contact', options: { contact, rateLimitMax } }),
    routes({ plugin: contactAdminRoutes, prefix: '/admin/contact', admin: true, options: { contact } }),
    routes({
      plugin: routeLocksAdminRoutes,
      prefix: '/admin/route-locks',
      admin: true,
      options: { routeLocks },
    }),
    routes({ plugin: analyticsRoutes, prefix: '/analytics', options: { analytics, rateLimitMax } }),
    routes({ plugin: analyticsAdminRoutes, prefix: '/admin/analytics', admin: true, options: { analytics } }),
    routes({ plugin: wipeAdminRoutes, prefix: '/admin/wipe', admin: true, options: { wipe } }),
  ];
}

/**
 * Registers the table, in its order. An admin entry is registered inside an encapsulated context of
 * its own whose onRequest hook lets only admins through (after the auth plugin has read the caller),
 * so an admin route file needs no hook of its own.
 */
export async function registerApiRoutes(api: FastifyInstance, table: ApiRoutes<FastifyPluginOptions>[]) {
  for (const { plugin, prefix, admin, options } of table) {
    if (!admin) {
      await api.register(plugin, { ...options, prefix });
      continue;
    }
    await api.register(async (adminOnly) => {
      adminOnly.addHook('onRequest', requireAdmin);
      await adminOnly.register(plugin, { ...options, prefix });
    });
  }
}

/**
 * Every route of the shop: the API's table under /api, then the payment emulator's API when it
 * runs instead of Stripe, then the feeds. The web app, registered after them, takes every other path.
 */
export async function registerRoutes(app: FastifyInstance, config: AppConfig, server: Server) {
  await app.register((api) => registerApiRoutes(api, apiRouteTable(config, server)), { prefix: '/api' });
  if (config.paymentEmulator) {
    await paymentEmulator(app, {
      store: createEmulatorStore(),
      apiKey: config.paymentEmulatorKey,
      webhookSecret: config.stripeWebhookSecret,
      publicUrl: config.publicUrl,
    });
  }
  await app.register(feedsRoutes, { feeds: server.services.feeds });
}
