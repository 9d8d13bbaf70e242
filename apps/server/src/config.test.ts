import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loggerOptions, trustProxyWarning } from './config.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/shop-config-test' };

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, env: 'development' });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('takes the pool size and the mail sender as settings', () => {
    expect(loadConfig(base)).toMatchObject({
      dbPoolSize: 10,
      mailFrom: 'Loopvoeding <bestellingen@loopvoeding.nl>',
    });
    expect(
      loadConfig({ ...base, DB_POOL_SIZE: '25', MAIL_FROM: 'Winkel <winkel@example.nl>' }),
    ).toMatchObject({
      dbPoolSize: 25,
      mailFrom: 'Winkel <winkel@example.nl>',
    });
    expect(() => loadConfig({ ...base, DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('stops with a message that names the bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'geen url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'kort' })).toThrow(/JWT_SECRET/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('stops with the reason when DATA_DIR cannot hold the files of the shop', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-file-'));
    const file = path.join(dir, 'een-bestand');
    writeFileSync(file, '');
    try {
      expect(() => loadConfig({ ...base, DATA_DIR: file })).toThrow(
        new ConfigError(`DATA_DIR ${file} is geen map.`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', STRIPE_SECRET_KEY: '' }).databaseUrl).toBeUndefined();
  });
});

describe('payments configuration', () => {
  it('uses the emulator without a Stripe key and generates a webhook secret for it', () => {
    const config = loadConfig(base);
    expect(config.paymentEmulator).toBe(true);
    expect(config.stripeWebhookSecret).toMatch(/^whsec_/);
  });

  it("makes a secret file an older version left readable by others its owner's alone", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-old-secret-'));
    try {
      const file = path.join(dataDir, 'payment-emulator-key');
      writeFileSync(file, 'an-old-key-from-before', { mode: 0o644 });
      chmodSync(file, 0o644);
      expect(loadConfig({ ...base, DATA_DIR: dataDir }).paymentEmulatorKey).toBe(
        'sk_test_an-old-key-from-before',
      );
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives the emulator a secret key of its own, generated once per data directory and kept there', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-emulator-key-'));
    try {
      const first = loadConfig({ ...base, DATA_DIR: dataDir }).paymentEmulatorKey;
      expect(first).toMatch(/^sk_test_[A-Za-z0-9_-]{40,}$/);
      expect(loadConfig({ ...base, DATA_DIR: dataDir }).paymentEmulatorKey).toBe(first);
      expect(statSync(path.join(dataDir, 'payment-emulator-key')).mode & 0o077).toBe(0);
      const other = mkdtempSync(path.join(os.tmpdir(), 'shop-emulator-key-'));
      expect(loadConfig({ ...base, DATA_DIR: other }).paymentEmulatorKey).not.toBe(first);
      rmSync(other, { recursive: true, force: true });
      expect(
        loadConfig({
          ...base,
          DATA_DIR: dataDir,
          STRIPE_SECRET_KEY: 'sk_live_x',
          STRIPE_WEBHOOK_SECRET: 'whsec_x',
        }).paymentEmulatorKey,
      ).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses the emulator in production unless explicitly allowed', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ ...production, PAYMENT_EMULATOR: 'true' }).paymentEmulator).toBe(true);
  });

  it('needs a webhook secret with a real Stripe key', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const config = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.paymentEmulator).toBe(false);
  });
});

describe('a trusted proxy', () => {
  it('warns when the shop trusts a proxy and listens on every interface, where clients can go around it', () => {
    for (const host of ['0.0.0.0', '::', '[::]']) {
      for (const TRUST_PROXY of ['1', '10.0.0.2,10.1.0.0/16']) {
        const warning = trustProxyWarning(loadConfig({ ...base, HOST: host, TRUST_PROXY }));
        expect(warning, `${host} ${TRUST_PROXY}`).toMatch(/TRUST_PROXY.*every interface.*only way in/s);
      }
    }
  });

  it('says nothing without a trusted proxy, or when the shop listens on one address only', () => {
    expect(trustProxyWarning(loadConfig({ ...base, TRUST_PROXY: 'false' }))).toBeUndefined();
    expect(trustProxyWarning(loadConfig(base))).toBeUndefined();
    for (const host of ['127.0.0.1', '::1', '10.0.0.5']) {
      expect(trustProxyWarning(loadConfig({ ...base, HOST: host, TRUST_PROXY: '1' }))).toBeUndefined();
    }
  });
});

describe('loggerOptions', () => {
  const pretty = {
    target: 'pino-pretty',
    options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };

  it('writes readable lines only in development on a terminal', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'debug' }, true)).toEqual({
      level: 'debug',
      transport: pretty,
    });
  });

  it('writes JSON lines anywhere else: production, tests, or output to a file or a pipe', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'info' }, false)).toEqual({ level: 'info' });
    expect(loggerOptions({ env: 'production', logLevel: 'info' }, true)).toEqual({ level: 'info' });
    expect(loggerOptions({ env: 'test', logLevel: 'warn' }, true)).toEqual({ level: 'warn' });
  });

  it('writes nothing when silent', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'silent' }, true)).toBe(false);
  });
});

describe('METRICS_TOKEN', () => {
  it('is off unless set, and a short one is refused', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'kort' })).toThrow(/METRICS_TOKEN/);
  });
});
