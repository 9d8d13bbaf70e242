import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { type AccountsService, createAccounts } from './auth/accounts.ts';
import { createSessions, type SessionsService } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import { type ContentVersionsService, createContentVersions } from './db/content-versions.ts';
import { createJobQueue, type JobQueue } from './db/job-queue.ts';
import type { Database, DatabaseHandle } from './db/types.ts';
import { createAccountDataService } from './features/account-data/account-data.service.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createCredentialsService } from './features/auth/credentials.service.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { createBlogService } from './features/blog/blog.service.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { createCartCouponService } from './features/checkout/cart-coupon.service.ts';
import { createCheckoutService } from './features/checkout/checkout.service.ts';
import { createCommentsService } from './features/comments/comments.service.ts';
import { createContactService } from './features/contact/contact.service.ts';
import { createCouponsService } from './features/coupons/coupons.service.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createFeedsService } from './features/feeds/feeds.service.ts';
import { createInvoicesService } from './features/invoices/invoices.service.ts';
import { createLegalPagesService } from './features/legal-pages/legal-pages.service.ts';
import { createMailService } from './features/mail/mail.service.ts';
import { createBucketMediaStore } from './features/media/bucket-media-store.ts';
import { createMediaService } from './features/media/media.service.ts';
import { createMediaStore } from './features/media/media-store.ts';
import { createNotificationHub } from './features/notifications/notification-hub.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createRefundsService } from './features/orders/refunds.service.ts';
import { createPackingSlipsService } from './features/packing-slips/packing-slips.service.ts';
import { createPlannerService } from './features/planner/planner.service.ts';
import { createProductsService } from './features/products/products.service.ts';
import { createRouteLocksService } from './features/route-locks/route-locks.service.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { createShippingService } from './features/shipping/shipping.service.ts';
import { createProfileService } from './features/users/profile.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { createWebhooksService } from './features/webhooks/webhooks.service.ts';
import { createWipeService } from './features/wipe/wipe.service.ts';
import { type AccessTokens, createAccessTokens } from './lib/access-token.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';

export interface ServiceDependencies {
  config: AppConfig;
  db: Database;
  accessTokens: AccessTokens;
  accounts: AccountsService;
  sessions: SessionsService;
  stripe: () => Stripe;
  mailer: Mailer;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** What of the public content changed, announced by the database: what caches measure by. */
  contentVersions: ContentVersionsService;
}

/**
 * One service per domain, built in one place. A service that needs another domain is handed that
 * domain's service, never its repository; checkout is the one flow that spans several.
 */
export function createServices(dependencies: ServiceDependencies) {
  const { config, db, accessTokens, accounts, sessions, stripe, mailer, jobs, log, contentVersions } =
    dependencies;
  const { publicUrl } = config;
  const auth = createAuthService({ db, accessTokens, sessions });
  const users = createUsersService({ db, accounts, versions: contentVersions });
  const profile = createProfileService(db);
  const accountData = createAccountDataService({ db, accounts, users });
  const notifications = createNotificationsService(db);
  const products = createProductsService(db, contentVersions, log);
  const blog = createBlogService(db, contentVersions);
  const comments = createCommentsService({ db, blog, notifications });
  const feeds = createFeedsService({ blog, products, publicUrl });
  const media = createMediaService({
    db,
    store: config.mediaBucket ? createBucketMediaStore(config.mediaBucket) : createMediaStore(config.dataDir),
  });
  const planner = createPlannerService({ db, products });
  const cart = createCartService(db);
  const shipping = createShippingService(db);
  const coupons = createCouponsService(db);
  const settings = createSettingsService(db);
  const legalPages = createLegalPagesService(db);
  const invoices = createInvoicesService({ db, seller: () => settings.get(), log });
  const mail = createMailService({ db, mailer, jobs, log, renderAttachment: invoices.attachment });
  const orders = createOrdersService({
    db,
    products,
    cart,
    coupons,
    notifications,
    mail,
    invoices,
    versions: contentVersions,
    publicUrl,
    openCheckoutsPerAddress: config.openCheckoutsPerAddress,
  });
  const packingSlips = createPackingSlipsService({ orders, sender: () => settings.get() });
  const checkout = createCheckoutService({
    stripe,
    cart,
    orders,
    shipping,
    // The owner's switch (decision 051): the delivery country's rates when it is on.
    oneStopShop: async () => (await settings.get()).oneStopShop,
    publicUrl,
    log,
  });
  const cartCoupon = createCartCouponService({ cart, coupons, orders });
  const contact = createContactService({ db, mail, notifications, publicUrl });
  const refunds = createRefundsService({
    db,
    orders,
    products,
    invoices,
    notifications,
    mail,
    contact,
    stripe,
    publicUrl,
    log,
  });
  const webhooks = createWebhooksService({ db, orders, refunds, log });
  const credentials = createCredentialsService({ db, auth, accounts, mail, jobs, publicUrl });
  const analytics = createAnalyticsService(db, contentVersions);
  const dashboard = createDashboardService({ db, contact, mail, versions: contentVersions });
  return {
    media,
    accountData,
    analytics,
    contact,
    planner,
    dashboard,
    auth,
    credentials,
    users,
    profile,
    notifications,
    products,
    blog,
    comments,
    feeds,
    cart,
    shipping,
    coupons,
    settings,
    legalPages,
    orders,
    packingSlips,
    refunds,
    checkout,
    cartCoupon,
    webhooks,
    mail,
    invoices,
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the composition root is built from, besides what it takes from the Fastify instance. */
export interface ServerOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Defaults to SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** How often the job queue's workers look for work (tests look more often). */
  jobPollingSeconds?: number;
}

/**
 * The composition root: every part of the server is built here, from the process-wide caches the
 * auth plugin reads (accounts, logins, access tokens) to the domain services, the route locks, the
 * live-notification hub, wipe and the login throttle. Plugins and routes get what they need from
 * it as options; `start` brings the caches and listeners up, `stop` takes them down again.
 */
export function composeServer({
  config,
  database,
  stripe,
  log,
  mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }),
  jobPollingSeconds = 2,
}: ServerOptions & { stripe: () => Stripe; log: FastifyBaseLogger }) {
  const { db } = database;
  // Background work on the database's own queue; the jobs are declared in jobs.ts.
  const jobs = createJobQueue(database, { log, pollingIntervalSeconds: jobPollingSeconds });
  const accessTokens = createAccessTokens(config.jwtSecret);
  // Who a token's subject is now, and whether its login is still open: cached, kept current across processes.
  const accounts = createAccounts({ db, database });
  const sessions = createSessions({ db, database });
  // What of the public content changed, announced by the database: the kept pages' and lists' measure.
  const contentVersions = createContentVersions(database);
  const services = createServices({
    config,
    db,
    accessTokens,
    accounts,
    sessions,
    stripe,
    mailer,
    jobs,
    log,
    contentVersions,
  });
  // Route locks: checked on every API call from a cache every process keeps current.
  const routeLocks = createRouteLocksService({ db, database, log });
  // Live notifications: this process's open streams, woken through the database's channel.
  const notificationHub = createNotificationHub({ db, database, log });
  // A deleted or changed account's open streams end, and an ended login's; a reconnect is checked
  // against the account and the login. "Any may have changed" (a wipe, a lost listening
  // connection) checks every open stream.
  accounts.onChange((userId) => {
    if (userId) notificationHub.closeUser(userId);
    else void notificationHub.closeWhere(async (owner) => !(await accounts.current(owner.userId)));
  });
  sessions.onEnd((sessionId) => {
    if (sessionId) notificationHub.closeSession(sessionId);
    else void notificationHub.closeWhere(async (owner) => !(await sessions.isOpen(owner.sessionId)));
  });
  const wipe = createWipeService({
    db,
    accounts,
    analytics: services.analytics,
    notifications: services.notifications,
    routeLocks,
    log,
  });
  const loginThrottle = createLoginThrottle(db);
  return {
    stripe,
    jobs,
    accessTokens,
    accounts,
    sessions,
    services,
    routeLocks,
    notificationHub,
    wipe,
    loginThrottle,
    contentVersions,
    async start(): Promise<void> {
      await contentVersions.start();
      await accounts.start();
      await sessions.start();
      await routeLocks.start();
      await notificationHub.start();
    },
    /** Before the server waits for open requests to end: live streams are open until closed. */
    async stop(): Promise<void> {
      await accounts.stop();
      await sessions.stop();
      await routeLocks.stop();
      await notificationHub.stop();
      await contentVersions.stop();
    },
  };
}

export type Server = ReturnType<typeof composeServer>;
