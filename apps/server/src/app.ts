import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database, DatabaseHandle } from './db/types.ts';
import { createStripeClient } from './features/payments/stripe-client.ts';
import { declareJobs } from './jobs.ts';
import { proxiesToTrust } from './lib/client-address.ts';
import { keepingQueries } from './lib/kept-queries.ts';
import { accountWritesPlugin } from './plugins/account-writes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { contentWritesPlugin } from './plugins/content-writes.ts';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { etagPlugin } from './plugins/etag.ts';
import { hostileInputPlugin } from './plugins/hostile-input.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { routeLocksPlugin } from './plugins/route-locks.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { apiComponents, apiTags, registerRoutes } from './routes.ts';
import { composeServer, type Server, type ServerOptions } from './services.ts';

// Validation messages the schemas do not word themselves come out in Dutch too.
z.config(z.locales.nl());

export type { RouteEntry } from './plugins/route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    /** What the composition root built (services.ts): for tests and tools, not for routes. */
    composition: Server;
  }
}

export interface BuildAppOptions extends ServerOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening, so tests can call it through inject(). */
export async function buildApp({ logger = false, ...options }: BuildAppOptions) {
  const { config, database } = options;
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
  app.setValidatorCompiler(keepingQueries(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // First: it records every route registered after it.
  await app.register(routeTablePlugin);
  const server = composeServer({ ...options, stripe: createStripeClient(app), log: app.log });
  app.decorate('composition', server);
  app.addHook('onClose', () => server.jobs.stop());
  await server.start();
  // Before the server waits for open requests to end: live streams are open until closed.
  app.addHook('preClose', () => server.stop());

  await app.register(errorHandlerPlugin, { accounts: server.accounts });
  // Before any route: it adds its hook to each route as the route is registered.
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(hostileInputPlugin);
  const { accessTokens, accounts, sessions } = server;
  await app.register(authPlugin, { accessTokens, accounts, sessions });
  await app.register(etagPlugin);
  await app.register(accountWritesPlugin);
  await app.register(contentWritesPlugin, { contentVersions: server.contentVersions });
  await app.register(routeLocksPlugin, { routeLocks: server.routeLocks });
  // Before the routes: its response hook times each of them.
  const hub = server.notificationHub;
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    sources: {
      streams: { open: () => hub.openStreams, refused: () => hub.refusedStreams },
      queues: () => server.jobs.counts(),
      ...(database.poolStats ? { pool: database.poolStats } : {}),
    },
  });
  // Before the routes: it records them for the API document (built on its first request).
  await app.register(openApiPlugin, { tags: apiTags, components: apiComponents });
  await registerRoutes(app, config, server);
  await declareJobs(server.jobs, { config, database, services: server.services, log: app.log });
  // Last: the web app answers every path no route above took.
  await app.register(webAppPlugin, { contentVersions: server.contentVersions });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
