import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AccountsService } from './auth/accounts.ts';
import type { SessionsService } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import type { JobQueue } from './db/job-queue.ts';
import type { Database } from './db/types.ts';
import { createAnalyticsService } from './features/analytics/analytics.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createBlogService } from './features/blog/blog.service.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { createCheckoutService } from './features/checkout/checkout.service.ts';
import { createCommentsService } from './features/comments/comments.service.ts';
import { createContactService } from './features/contact/contact.service.ts';
import { createFeedsService } from './features/feeds/feeds.service.ts';
import { createMailService } from './features/mail/mail.service.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createProductsService } from './features/products/products.service.ts';
import { createProfileService } from './features/users/profile.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { createWebhooksService } from './features/webhooks/webhooks.service.ts';
import type { AccessTokens } from './lib/access-token.ts';
import type { Mailer } from './lib/mailer.ts';

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
}

/**
 * One service per domain, built in one place. A service that needs another domain is handed that
 * domain's service, never its repository; checkout is the one flow that spans several.
 */
export function createServices({
  config,
  db,
  accessTokens,
  accounts,
  sessions,
  stripe,
  mailer,
  jobs,
  log,
}: ServiceDependencies) {
  const { publicUrl } = config;
  const auth = createAuthService({ db, accessTokens, sessions });
  const users = createUsersService({ db, accounts });
  const profile = createProfileService(db);
  const notifications = createNotificationsService(db);
  const products = createProductsService(db);
  const blog = createBlogService(db);
  const comments = createCommentsService({ db, blog, notifications });
  const feeds = createFeedsService({ blog, products, publicUrl });
  const cart = createCartService(db);
  const mail = createMailService({ db, mailer, jobs, log });
  const orders = createOrdersService({
    db,
    products,
    cart,
    notifications,
    mail,
    publicUrl,
    openCheckoutsPerAddress: config.openCheckoutsPerAddress,
  });
  const checkout = createCheckoutService({ stripe, cart, orders, publicUrl, log });
  const webhooks = createWebhooksService({ db, orders, log });
  const contact = createContactService({ db, mail, notifications, publicUrl });
  const analytics = createAnalyticsService(db);
  return {
    analytics,
    contact,
    auth,
    users,
    profile,
    notifications,
    products,
    blog,
    comments,
    feeds,
    cart,
    orders,
    checkout,
    webhooks,
    mail,
  };
}

export type Services = ReturnType<typeof createServices>;
