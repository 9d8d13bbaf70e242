import { commentSchema } from '@shop/shared/comment';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySchema,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { AppConfig } from './config.ts';
import { accountDataRoutes } from './features/account-data/account-data.routes.ts';
import { analyticsAdminRoutes } from './features/analytics/analytics.admin.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { accountRoutes, credentialsRoutes } from './features/auth/credentials.routes.ts';
import { blogAdminRoutes } from './features/blog/blog.admin.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { cartCouponRoutes } from './features/checkout/cart-coupon.routes.ts';
import { checkoutRoutes } from './features/checkout/checkout.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { contactAdminRoutes } from './features/contact/contact.admin.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { couponsAdminRoutes } from './features/coupons/coupons.admin.routes.ts';
import { dashboardAdminRoutes } from './features/dashboard/dashboard.admin.routes.ts';
import { feedsRoutes } from './features/feeds/feeds.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { invoicesAdminRoutes } from './features/invoices/invoices.admin.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { legalPagesAdminRoutes } from './features/legal-pages/legal-pages.admin.routes.ts';
import { legalPagesRoutes } from './features/legal-pages/legal-pages.routes.ts';
import { mailAdminRoutes } from './features/mail/mail.admin.routes.ts';
import { mediaAdminRoutes } from './features/media/media.admin.routes.ts';
import { mediaFilesRoutes } from './features/media/media-files.routes.ts';
import { notificationsAdminRoutes } from './features/notifications/notifications.admin.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { ordersAdminRoutes } from './features/orders/orders.admin.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { refundsAdminRoutes } from './features/orders/refunds.admin.routes.ts';
import { refundsRoutes } from './features/orders/refunds.routes.ts';
import { packingSlipsAdminRoutes } from './features/packing-slips/packing-slips.admin.routes.ts';
import { paymentEmulator } from './features/payments/emulator.routes.ts';
import { createEmulatorStore } from './features/payments/emulator-store.ts';
import { plannerRoutes, savedPlansRoutes } from './features/planner/planner.routes.ts';
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
import { requireAdmin, requireUser } from './plugins/auth.ts';
import type { ApiTag } from './plugins/openapi.ts';
import type { Server } from './services.ts';

/** The API document's groups, one per feature (GET /api/openapi.json, /api/docs). */
export const apiTags = [
  { name: 'health', description: 'Whether the process runs and its database answers.' },
  {
    name: 'auth',
    description:
      'Register, log in, refresh the access token with the refresh cookie, log out, the caller; a forgotten password and a new e-mail address confirmed by their links.',
  },
  {
    name: 'users',
    description: "The caller's profile, addresses, password and e-mail address; the admin's users.",
  },
  { name: 'products', description: "The catalogue; the admin's products and their price history." },
  { name: 'blog', description: "Blog posts and their likes; the admin's posts and their statistics." },
  { name: 'comments', description: 'Comments on blog posts, their replies and likes.' },
  {
    name: 'notifications',
    description: "The caller's notifications, live as server-sent events; the admin's reading and broadcast.",
  },
  { name: 'cart', description: "The caller's cart on the server, and the coupon code it keeps." },
  { name: 'shipping', description: "The shipping methods: the cart's choice and the admin's management." },
  { name: 'coupons', description: "The admin's coupon codes; the cart's code is under cart." },
  { name: 'settings', description: "The shop's seller details and the one-stop-shop switch (admin)." },
  { name: 'legal-pages', description: 'The terms, privacy statement and withdrawal right.' },
  { name: 'checkout', description: 'From the cart to a payment session, and its confirmation.' },
  {
    name: 'orders',
    description:
      "The buyer's own orders; the admin's orders, their status, shipping, packing slip and CSV export.",
  },
  { name: 'invoices', description: 'Invoices and credit invoices as PDF, for the buyer and the admin.' },
  { name: 'webhooks', description: "The payment provider's signed events, and the admin's event log." },
  { name: 'mail', description: 'The outgoing mails and their retries (admin).' },
  { name: 'contact', description: "Contact messages and their threads; the admin's support desk." },
  { name: 'route-locks', description: 'Locks that close parts of the API for a while (admin).' },
  { name: 'analytics', description: "Page views, and the admin's visit statistics." },
  {
    name: 'dashboard',
    description: "The owner's figures: revenue, orders, best sellers, what waits (admin).",
  },
  { name: 'wipe', description: 'Deleting all of one kind of data (admin).' },
  { name: 'media', description: 'Photos uploaded and processed for the pages (admin).' },
  {
    name: 'planner',
    description:
      "The race fuel planner's plan from the shop's products; a runner's saved plans and their shared links.",
  },
] as const satisfies readonly ApiTag[];

type ApiTagName = (typeof apiTags)[number]['name'];

/** Schemas the API document names: a comment, whose replies are comments again. */
export const apiComponents = { Comment: commentSchema };

/** One entry of the route table: a feature's routes, where they hang under /api, and what they get. */
interface ApiRoutes<Options extends FastifyPluginOptions> {
  // biome-ignore lint/suspicious/noExplicitAny: the route plugins differ in their type provider only.
  plugin: FastifyPluginAsync<Options, RawServerDefault, any>;
  prefix: string;
  /** The feature the routes belong to: their group in the API document. */
  tag: ApiTagName;
  /** Admin only: registered behind the table's own requireAdmin hook (401 for guests, 403 for users). */
  admin?: true;
  /**
   * Every route needs a login: the plugin guards itself (requireUser as its own hook); this says
   * so in the API document, where the test of the document holds the two together.
   */
  user?: true;
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
  const {
    accountData,
    analytics,
    auth,
    credentials,
    blog,
    cart,
    checkout,
    comments,
    contact,
    mail,
    notifications,
  } = services;
  const { invoices, orders, products, profile, refunds, shipping, users, webhooks } = services;
  const { cartCoupon, coupons, dashboard, legalPages, media, packingSlips, planner, settings } = services;
  return [
    routes({ plugin: healthRoutes, prefix: '', tag: 'health', options: {} }),
    routes({ plugin: authRoutes, prefix: '/auth', tag: 'auth', options: { auth, loginThrottle } }),
    routes({
      plugin: credentialsRoutes,
      prefix: '/auth',
      tag: 'auth',
      options: { credentials, rateLimitMax },
    }),
    routes({ plugin: usersAdminRoutes, prefix: '/user', tag: 'users', admin: true, options: { users } }),
    routes({ plugin: productsRoutes, prefix: '/products', tag: 'products', options: { products } }),
    routes({
      plugin: productsAdminRoutes,
      prefix: '/products',
      tag: 'products',
      admin: true,
      options: { products },
    }),
    routes({
      plugin: priceHistoryAdminRoutes,
      prefix: '/admin/products',
      tag: 'products',
      admin: true,
      options: { products },
    }),
    routes({
      plugin: mediaAdminRoutes,
      prefix: '/admin/media',
      tag: 'media',
      admin: true,
      options: { media },
    }),
    routes({ plugin: blogRoutes, prefix: '/blog', tag: 'blog', options: { blog } }),
    routes({ plugin: blogAdminRoutes, prefix: '/blog', tag: 'blog', admin: true, options: { blog } }),
    routes({ plugin: commentsRoutes, prefix: '/blog', tag: 'comments', options: { comments, rateLimitMax } }),
    routes({ plugin: profileRoutes, prefix: '/user', tag: 'users', user: true, options: { profile } }),
    routes({
      plugin: accountRoutes,
      prefix: '/user',
      tag: 'users',
      user: true,
      options: { credentials, rateLimitMax },
    }),
    routes({
      plugin: accountDataRoutes,
      prefix: '/user',
      tag: 'users',
      user: true,
      options: { accountData, rateLimitMax },
    }),
    routes({
      plugin: notificationsRoutes,
      prefix: '/notifications',
      tag: 'notifications',
      user: true,
      options: { notifications, hub: notificationHub },
    }),
    routes({
      plugin: notificationsAdminRoutes,
      prefix: '/admin/notifications',
      tag: 'notifications',
      admin: true,
      options: { notifications },
    }),
    routes({ plugin: cartRoutes, prefix: '/cart', tag: 'cart', user: true, options: { cart } }),
    routes({
      plugin: cartCouponRoutes,
      prefix: '/cart/coupon',
      tag: 'cart',
      user: true,
      options: { cartCoupon },
    }),
    routes({ plugin: plannerRoutes, prefix: '/planner', tag: 'planner', options: { planner, rateLimitMax } }),
    routes({
      plugin: savedPlansRoutes,
      prefix: '/planner/plans',
      tag: 'planner',
      user: true,
      options: { planner },
    }),
    routes({ plugin: shippingRoutes, prefix: '/shipping', tag: 'shipping', options: { shipping } }),
    routes({
      plugin: shippingAdminRoutes,
      prefix: '/admin/shipping',
      tag: 'shipping',
      admin: true,
      options: { shipping },
    }),
    routes({
      plugin: couponsAdminRoutes,
      prefix: '/admin/coupons',
      tag: 'coupons',
      admin: true,
      options: { coupons },
    }),
    routes({
      plugin: settingsAdminRoutes,
      prefix: '/admin/settings',
      tag: 'settings',
      admin: true,
      options: { settings },
    }),
    routes({ plugin: legalPagesRoutes, prefix: '/pages', tag: 'legal-pages', options: { legalPages } }),
    routes({
      plugin: legalPagesAdminRoutes,
      prefix: '/admin/pages',
      tag: 'legal-pages',
      admin: true,
      options: { legalPages },
    }),
    routes({
      plugin: checkoutRoutes,
      prefix: '/checkout',
      tag: 'checkout',
      user: true,
      options: { checkout },
    }),
    routes({ plugin: ordersRoutes, prefix: '/orders', tag: 'orders', user: true, options: { orders } }),
    routes({ plugin: ordersAdminRoutes, prefix: '/orders', tag: 'orders', admin: true, options: { orders } }),
    routes({ plugin: refundsRoutes, prefix: '/orders', tag: 'orders', user: true, options: { refunds } }),
    routes({
      plugin: refundsAdminRoutes,
      prefix: '/orders',
      tag: 'orders',
      admin: true,
      options: { refunds },
    }),
    routes({ plugin: invoicesRoutes, prefix: '/orders', tag: 'invoices', user: true, options: { invoices } }),
    routes({
      plugin: invoicesAdminRoutes,
      prefix: '/orders',
      tag: 'invoices',
      admin: true,
      options: { invoices },
    }),
    routes({
      plugin: packingSlipsAdminRoutes,
      prefix: '/orders',
      tag: 'orders',
      admin: true,
      options: { packingSlips },
    }),
    routes({
      plugin: stripeWebhookRoutes,
      prefix: '/webhooks',
      tag: 'webhooks',
      options: { webhooks, stripe },
    }),
    routes({
      plugin: webhooksAdminRoutes,
      prefix: '/admin/webhooks',
      tag: 'webhooks',
      admin: true,
      options: { webhooks },
    }),
    routes({ plugin: mailAdminRoutes, prefix: '/admin/mail', tag: 'mail', admin: true, options: { mail } }),
    routes({ plugin: contactRoutes, prefix: '/contact', tag: 'contact', options: { contact, rateLimitMax } }),
    routes({
      plugin: contactAdminRoutes,
      prefix: '/admin/contact',
      tag: 'contact',
      admin: true,
      options: { contact },
    }),
    routes({
      plugin: routeLocksAdminRoutes,
      prefix: '/admin/route-locks',
      tag: 'route-locks',
      admin: true,
      options: { routeLocks },
    }),
    routes({
      plugin: analyticsRoutes,
      prefix: '/analytics',
      tag: 'analytics',
      options: { analytics, rateLimitMax },
    }),
    routes({
      plugin: analyticsAdminRoutes,
      prefix: '/admin/analytics',
      tag: 'analytics',
      admin: true,
      options: { analytics },
    }),
    routes({
      plugin: dashboardAdminRoutes,
      prefix: '/admin/dashboard',
      tag: 'dashboard',
      admin: true,
      options: { dashboard },
    }),
    routes({ plugin: wipeAdminRoutes, prefix: '/admin/wipe', tag: 'wipe', admin: true, options: { wipe } }),
  ];
}

const loggedIn = [{ bearerAuth: [] }];
/** A guest may call it; with a token the caller is known (and an invalid token is 401). */
const guestOrLoggedIn = [{ bearerAuth: [] }, {}];

/** What the API document says about a route of an entry: its group and who may call it. */
function documented(entry: ApiRoutes<FastifyPluginOptions>, route: RouteOptions): FastifySchema {
  const schema = (route.schema ?? {}) as FastifySchema & { security?: unknown; description?: string };
  const guardedHere = [route.onRequest ?? []].flat().includes(requireUser);
  const security = entry.admin || entry.user || guardedHere ? loggedIn : guestOrLoggedIn;
  return {
    ...schema,
    tags: [entry.tag],
    security: schema.security ?? security,
    ...(entry.admin ? { description: schema.description ?? 'Admins only (403 for other users).' } : {}),
  } as FastifySchema;
}

/**
 * Registers the table, in its order, each entry in an encapsulated context of its own that names
 * its routes' group and guard for the API document. An admin entry's context has an onRequest hook
 * that lets only admins through (after the auth plugin has read the caller), so an admin route file
 * needs no hook of its own.
 */
export async function registerApiRoutes(api: FastifyInstance, table: ApiRoutes<FastifyPluginOptions>[]) {
  for (const entry of table) {
    const { plugin, prefix, admin, options } = entry;
    await api.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = documented(entry, route);
      });
      if (admin) scope.addHook('onRequest', requireAdmin);
      await scope.register(plugin, { ...options, prefix });
    });
  }
}

/**
 * Every route of the shop: the API's table under /api, then the payment emulator's API when it
 * runs instead of Stripe, then the feeds and the photos' files. The web app, registered after them, takes every other path.
 */
export async function registerRoutes(app: FastifyInstance, config: AppConfig, server: Server) {
  await app.register((api) => registerApiRoutes(api, apiRouteTable(config, server)), { prefix: '/api' });
  if (config.paymentEmulator) {
    await paymentEmulator(app, {
      store: createEmulatorStore(app.db),
      apiKey: config.paymentEmulatorKey,
      webhookSecret: config.stripeWebhookSecret,
      publicUrl: config.publicUrl,
    });
  }
  await app.register(feedsRoutes, { feeds: server.services.feeds });
  await app.register(mediaFilesRoutes, { store: server.services.media.store });
}
