import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleNightlyBackup } from './backup/nightly-backup.ts';
import type { AppConfig } from './config.ts';
import { createJobQueue, type JobQueue } from './db/job-queue.ts';
import type { Database, DatabaseHandle } from './db/types.ts';
import { analyticsAdminRoutes } from './features/analytics/analytics.admin.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { blogAdminRoutes } from './features/blog/blog.admin.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { checkoutRoutes } from './features/checkout/checkout.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { contactAdminRoutes } from './features/contact/contact.admin.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { feedsRoutes } from './features/feeds/feeds.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { mailAdminRoutes } from './features/mail/mail.admin.routes.ts';
import { MAIL_QUEUE } from './features/mail/mail.service.ts';
import { createNotificationHub, type NotificationHub } from './features/notifications/notification-hub.ts';
import { notificationsAdminRoutes } from './features/notifications/notifications.admin.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { ordersAdminRoutes } from './features/orders/orders.admin.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { paymentEmulator } from './features/payments/emulator.routes.ts';
import { createEmulatorStore } from './features/payments/emulator-store.ts';
import { createStripeClient } from './features/payments/stripe-client.ts';
import { productsAdminRoutes } from './features/products/products.admin.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { routeLocksAdminRoutes } from './features/route-locks/route-locks.admin.routes.ts';
import { createRouteLocksService } from './features/route-locks/route-locks.service.ts';
import { profileRoutes } from './features/users/profile.routes.ts';
import { usersAdminRoutes } from './features/users/users.admin.routes.ts';
import { webhooksAdminRoutes } from './features/webhooks/webhooks.admin.routes.ts';
import { stripeWebhookRoutes } from './features/webhooks/webhooks.routes.ts';
import { wipeAdminRoutes } from './features/wipe/wipe.admin.routes.ts';
import { createWipeService } from './features/wipe/wipe.service.ts';
import type { AccessTokens } from './lib/access-token.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { accountWritesPlugin } from './plugins/account-writes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { etagPlugin } from './plugins/etag.ts';
import { hostileInputPlugin } from './plugins/hostile-input.ts';
import { routeLocksPlugin } from './plugins/route-locks.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createServices } from './services.ts';

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the first n hops". */
const proxiesToTrust = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

// Validation messages the schemas do not word themselves come out in Dutch too.
z.config(z.locales.nl());

/** A registered route as the security tests walk it: method, URL pattern, its per-address limit. */
export interface RouteEntry {
  method: string;
  url: string;
  /** Requests a minute per client address, for a route with a limit of its own. */
  rateLimitMax: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    accessTokens: AccessTokens;
    /** Background work (e-mail delivery) on the database's job queue. */
    jobs: JobQueue;
    /** The open live-notification streams of this process. */
    notificationHub: NotificationHub;
    /** Every route as registered: the security tests walk them all. */
    routeTable: RouteEntry[];
  }
}

/** The queue of the periodic sweep of orders whose payment session ran out. */
const STALE_ORDERS_QUEUE = 'settle-stale-orders';
const VISIT_ROLLUP_QUEUE = 'roll-up-page-visits';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** How often the job queue's workers look for work (tests look more often). */
  jobPollingSeconds?: number;
}

/** Builds the whole application without listening, so tests can call it through inject(). */
export async function buildApp({
  config,
  database,
  logger = false,
  mailer,
  jobPollingSeconds = 2,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Client addresses come from X-Forwarded-For only behind proxies named in TRUST_PROXY.
    trustProxy: proxiesToTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A client gets this long to send its request; one that dawdles cannot hold a connection open.
    requestTimeout: config.requestTimeoutMs,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = Math.min(15_000, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url, config: routeConfig }) => {
    const limit = (routeConfig as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit?.max;
    const rateLimitMax = typeof limit === 'number' ? limit : undefined;
    for (const one of [method].flat())
      if (one !== 'HEAD') routeTable.push({ method: one, url, rateLimitMax });
  });

  await app.register(errorHandlerPlugin);
  // Before any route: it adds its hook to each route as the route is registered.
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(hostileInputPlugin);
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(etagPlugin);
  await app.register(accountWritesPlugin);

  const jobs = createJobQueue(database, { log: app.log, pollingIntervalSeconds: jobPollingSeconds });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const stripe = createStripeClient(app);
  const services = createServices({
    config,
    db: database.db,
    accessTokens: app.accessTokens,
    accounts: app.accounts,
    sessions: app.sessions,
    stripe,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    jobs,
    log: app.log,
  });
  await jobs.define(MAIL_QUEUE, {
    retryLimit: config.mailRetryLimit,
    retryDelay: config.mailRetryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 4 * 60 * 60,
    expireInSeconds: 5 * 60,
    // A worker beats every 15 s while it sends; one that stops (a killed process) hands its mail
    // back to the queue after 30 s, and another worker, or the restarted one, delivers it.
    heartbeatSeconds: 30,
  });
  await jobs.work(MAIL_QUEUE, services.mail.deliver);

  // Route locks: checked on every API call from a cache every process keeps current.
  const routeLocks = createRouteLocksService({ db: database.db, database, log: app.log });
  await routeLocks.start();
  app.addHook('preClose', () => routeLocks.stop());
  await app.register(routeLocksPlugin, { routeLocks });

  // Live notifications: this process's open streams, woken through the database's channel.
  const notificationHub = createNotificationHub({ db: database.db, database, log: app.log });
  await notificationHub.start();
  // Before the server waits for open requests to end: streams are open until closed.
  app.addHook('preClose', () => notificationHub.stop());
  // A deleted or changed account's open streams end, and an ended login's; a reconnect is checked
  // against the account and the login. "Any may have changed" (a wipe, a lost listening
  // connection) checks every open stream.
  app.accounts.onChange((userId) => {
    if (userId) notificationHub.closeUser(userId);
    else void notificationHub.closeWhere(async (owner) => !(await app.accounts.current(owner.userId)));
  });
  app.sessions.onEnd((sessionId) => {
    if (sessionId) notificationHub.closeSession(sessionId);
    else void notificationHub.closeWhere(async (owner) => !(await app.sessions.isOpen(owner.sessionId)));
  });
  app.decorate('notificationHub', notificationHub);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
        loginThrottle: createLoginThrottle(database.db),
      });
      await api.register(usersAdminRoutes, { prefix: '/user', users: services.users });
      await api.register(productsRoutes, { prefix: '/products', products: services.products });
      await api.register(productsAdminRoutes, { prefix: '/products', products: services.products });
      await api.register(blogRoutes, { prefix: '/blog', blog: services.blog });
      await api.register(blogAdminRoutes, { prefix: '/blog', blog: services.blog });
      await api.register(commentsRoutes, {
        prefix: '/blog',
        comments: services.comments,
        rateLimitMax: config.rateLimitMax,
      });
      await api.register(profileRoutes, { prefix: '/user', profile: services.profile });
      await api.register(notificationsRoutes, {
        prefix: '/notifications',
        notifications: services.notifications,
        hub: notificationHub,
      });
      await api.register(notificationsAdminRoutes, {
        prefix: '/admin/notifications',
        notifications: services.notifications,
      });
      await api.register(cartRoutes, { prefix: '/cart', cart: services.cart });
      await api.register(checkoutRoutes, { prefix: '/checkout', checkout: services.checkout });
      await api.register(ordersRoutes, { prefix: '/orders', orders: services.orders });
      await api.register(ordersAdminRoutes, { prefix: '/orders', orders: services.orders });
      await api.register(stripeWebhookRoutes, { prefix: '/webhooks', webhooks: services.webhooks, stripe });
      await api.register(webhooksAdminRoutes, { prefix: '/admin/webhooks', webhooks: services.webhooks });
      await api.register(mailAdminRoutes, { prefix: '/admin/mail', mail: services.mail });
      await api.register(contactRoutes, {
        prefix: '/contact',
        contact: services.contact,
        rateLimitMax: config.rateLimitMax,
      });
      await api.register(contactAdminRoutes, { prefix: '/admin/contact', contact: services.contact });
      await api.register(routeLocksAdminRoutes, { prefix: '/admin/route-locks', routeLocks });
      await api.register(analyticsRoutes, {
        prefix: '/analytics',
        analytics: services.analytics,
        rateLimitMax: config.rateLimitMax,
      });
      await api.register(analyticsAdminRoutes, { prefix: '/admin/analytics', analytics: services.analytics });
      await api.register(wipeAdminRoutes, {
        prefix: '/admin/wipe',
        wipe: createWipeService({
          db: database.db,
          accounts: app.accounts,
          analytics: services.analytics,
          notifications: services.notifications,
          routeLocks,
          log: app.log,
        }),
      });
    },
    { prefix: '/api' },
  );

  if (config.paymentEmulator) {
    await paymentEmulator(app, {
      store: createEmulatorStore(),
      apiKey: config.paymentEmulatorKey,
      webhookSecret: config.stripeWebhookSecret,
      publicUrl: config.publicUrl,
    });
  }
  // Orders left pending past their payment session (a lost webhook, a restart) are settled every
  // five minutes; a missed run is caught up by the next one.
  await jobs.define(STALE_ORDERS_QUEUE, { retryLimit: 0, expireInSeconds: 5 * 60 });
  await jobs.schedule(STALE_ORDERS_QUEUE, '*/5 * * * *');
  await jobs.work(STALE_ORDERS_QUEUE, () => services.checkout.settleStalePendingOrders());
  // Whole (UTC) days of page views are rolled up for the charts: hourly, so a day within the hour
  // after it ends, and once at start for what a stopped shop missed. The summary is exact either way.
  await jobs.define(VISIT_ROLLUP_QUEUE, { retryLimit: 3, expireInSeconds: 15 * 60 });
  await jobs.schedule(VISIT_ROLLUP_QUEUE, '5 * * * *');
  await jobs.work(VISIT_ROLLUP_QUEUE, async () => {
    await services.analytics.rollUp();
  });
  await jobs.enqueue(VISIT_ROLLUP_QUEUE, {}, { key: 'at-start' });
  if (config.nightlyBackup) {
    await scheduleNightlyBackup(jobs, {
      database,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      keep: config.backupKeep,
      log: app.log,
    });
  }

  await app.register(feedsRoutes, { feeds: services.feeds });
  await app.register(webAppPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
