import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configMessages } from '@shop/shared/operations';
import { z } from 'zod';
import { dataDirProblem } from './lib/data-dir.ts';
import { DEFAULT_MAIL_FROM } from './lib/mailer.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, writePrivateFile } from './lib/private-files.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, configMessages.postgresUrl)
      .optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@loopvoeding.nl')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6).optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, configMessages.secretTooShort).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  /** Allows the built-in payment emulator when NODE_ENV=production (demos only). */
  PAYMENT_EMULATOR: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Checkouts one network address may hold open at once, across accounts (decision 035). */
  OPEN_CHECKOUTS_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  /** Attempts after the first before an e-mail is given up; with the back-off, 16 cover a day. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(16),
  /** The first retry comes after half to all of this; each next one waits twice as long (at most 4 hours). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(15),
  /** A backup every night at 02:30 UTC; on by default on the embedded database. */
  BACKUP_NIGHTLY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  DEMO_ACCOUNT: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Connections each process keeps to PostgreSQL at most; N processes use N times as many. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis for the per-address rate limits shared by every process (decision 066). */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'redis:// of rediss://')
      .optional(),
  ),
  /**
   * An S3-compatible bucket for the uploaded photos instead of DATA_DIR/media (decision 067): its
   * address with the bucket (path style), the keys that may write it, and its region.
   */
  MEDIA_BUCKET_URL: optionalUrl,
  MEDIA_BUCKET_KEY_ID: optionalString,
  MEDIA_BUCKET_SECRET: optionalString,
  MEDIA_BUCKET_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /** Who the shop's mails come from: `Name <address>` or an address. */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  TRUST_PROXY: optionalString,
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** How many backups the nightly one keeps in DATA_DIR/backups (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, it is 404. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(32, configMessages.secretTooShort).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string;
  /** True when payments go to the built-in emulator instead of Stripe. */
  paymentEmulator: boolean;
  /** The emulator's own secret API key, generated once in DATA_DIR (empty with Stripe). */
  paymentEmulatorKey: string;
  smtpUrl: string | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimitMax: number;
  /** Pending orders one network address may hold at once, across accounts (decision 035). */
  openCheckoutsPerAddress: number;
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
  nightlyBackup: boolean;
  /** PostgreSQL: how long to wait for a connection, and for one statement. */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbPoolSize: number;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Where the uploaded photos go when not in DATA_DIR/media (decision 067). */
  mediaBucket: MediaBucket | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none, the default), a hop count, or their
   * addresses (IPs or CIDR ranges). Rate limits key on the address this yields.
   */
  trustProxy: false | number | string[];
  /** How long a client may take to send one whole request (headers: at most 15 s of it). */
  requestTimeoutMs: number;
  /** After SIGTERM: how long requests in flight may take before the remaining connections are cut. */
  shutdownGraceMs: number;
  /** Whether the first start creates the demo account (demo@loopvoeding.nl); never by default in production. */
  demoAccount: boolean;
  backupKeep: number;
  /** The Prometheus scraper's token for GET /metrics; without one the metrics are off (404). */
  metricsToken: string | undefined;
  /** Where the built web app lives; absent in API-only tests. */
  webDistDir: string | undefined;
}

/** An S3-compatible bucket: its address (endpoint and bucket, path style) and the keys that may write it. */
export interface MediaBucket {
  /** e.g. `https://s3.eu-central-1.amazonaws.com/loopvoeding-media` or `http://127.0.0.1:9000/media`. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class ConfigError extends Error {}

/**
 * The exit code of a shop that cannot start as configured (sysexits' EX_CONFIG): a supervisor can
 * be told not to restart on it (systemd: RestartPreventExitStatus=78), as a restart cannot help.
 */
export const CONFIG_EXIT_CODE = 78;

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      configMessages.invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(configMessages.invalid([configMessages.jwtSecretRequired]));
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENT_EMULATOR !== 'true') {
    throw new ConfigError(configMessages.invalid([configMessages.stripeSecretRequired]));
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(configMessages.invalid([configMessages.webhookSecretRequired]));
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const problem = dataDirProblem(dataDir, { embeddedDatabase: !env.DATABASE_URL });
  if (problem) throw new ConfigError(problem);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`,
    paymentEmulator: !env.STRIPE_SECRET_KEY,
    paymentEmulatorKey: env.STRIPE_SECRET_KEY
      ? ''
      : `sk_test_${persistentSecret(dataDir, 'payment-emulator-key')}`,
    smtpUrl: env.SMTP_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    openCheckoutsPerAddress: env.OPEN_CHECKOUTS_PER_ADDRESS,
    mailRetryLimit: env.MAIL_RETRY_LIMIT,
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    nightlyBackup: env.BACKUP_NIGHTLY ? env.BACKUP_NIGHTLY === 'true' : !env.DATABASE_URL,
    backupKeep: env.BACKUP_KEEP,
    metricsToken: env.METRICS_TOKEN,
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    dbPoolSize: env.DB_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    mediaBucket: mediaBucketOf(env),
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    demoAccount: env.DEMO_ACCOUNT ? env.DEMO_ACCOUNT === 'true' : env.NODE_ENV !== 'production',
    webDistDir: undefined,
  };
}

/** The photos' bucket, when its address is set: with both keys, or the shop does not start. */
function mediaBucketOf(env: Env): MediaBucket | undefined {
  if (!env.MEDIA_BUCKET_URL) return undefined;
  if (!env.MEDIA_BUCKET_KEY_ID || !env.MEDIA_BUCKET_SECRET)
    throw new ConfigError(configMessages.bucketNeedsKeys);
  return {
    url: env.MEDIA_BUCKET_URL,
    accessKeyId: env.MEDIA_BUCKET_KEY_ID,
    secretAccessKey: env.MEDIA_BUCKET_SECRET,
    region: env.MEDIA_BUCKET_REGION,
  };
}

/**
 * The logger: JSON lines at the configured level, for whatever collects them; in development on a
 * terminal, readable lines through pino-pretty (a devDependency: never loaded in production).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'env' | 'logLevel'>,
  onTerminal: boolean,
): false | { level: string; transport?: { target: string; options: Record<string, unknown> } } {
  if (config.logLevel === 'silent') return false;
  if (config.env !== 'development' || !onTerminal) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

/** HOST values that listen on every interface of the machine. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/**
 * The warning for a shop that believes a proxy's X-Forwarded-For while it listens on every
 * interface: a client that reaches it around the proxy can write any address there and so dodge
 * the per-address limits. Undefined when there is nothing to warn about.
 */
export function trustProxyWarning(config: Pick<AppConfig, 'trustProxy' | 'host'>): string | undefined {
  if (config.trustProxy === false || !EVERY_INTERFACE.has(config.host)) return undefined;
  return (
    `TRUST_PROXY is set while the shop listens on every interface (HOST=${config.host}): a client ` +
    'that reaches it without the proxy can choose its own X-Forwarded-For address. Make the proxy ' +
    'the only way in: HOST=127.0.0.1 (or the private address the proxy uses), or a firewall.'
  );
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `2` trusts two hops; `10.0.0.1,10.1.0.0/16` those. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A file an older version left readable by others is its owner's alone from now on. */
function keepPrivate(file: string): void {
  try {
    chmodSync(file, PRIVATE_FILE_MODE);
  } catch {
    // A read-only data directory: the start-up check stops the shop with the reason.
  }
}

/**
 * A secret generated once and kept in DATA_DIR (readable by the shop's user only): a missing
 * JWT_SECRET outside production, so logins survive restarts; the payment emulator's API key.
 */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    const secret = readFileSync(file, 'utf8').trim();
    keepPrivate(file);
    return secret;
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const secret = randomBytes(48).toString('base64url');
    writePrivateFile(file, secret);
    return secret;
  }
}
