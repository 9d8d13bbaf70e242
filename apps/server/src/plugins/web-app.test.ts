import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let app: TestApp;

/** A hashed chunk as the build writes it, with its brotli and gzip copies beside it. */
const chunk = `export const regels = [${Array.from({ length: 200 }, (_, i) => `'regel ${i}'`).join(', ')}];\n`;
/** Enough head for the shell to pass the compression threshold. */
const headPadding = '<meta name="keywords" content="gel, sportdrank, reep, hardlopen, marathon" />'.repeat(
  20,
);

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="nl"><head><title>Loopvoeding</title><meta name="description" content="Shop" />${headPadding}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'chunk-abc.js'), chunk);
  writeFileSync(path.join(dist, 'assets', 'chunk-abc.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dist, 'assets', 'chunk-abc.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  app = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.close();
});

describe('serving the web app', () => {
  it('answers index.html for client routes, with security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD of a page as GET, without a body; an unknown file stays 404', async () => {
    const get = await app.inject({ method: 'GET', url: '/profile' });
    const head = await app.inject({ method: 'HEAD', url: '/profile' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/images/bestaat-niet.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/api/nergens' })).statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache and 404s missing files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/images/bestaat-niet.png' })).statusCode).toBe(404);
  });

  it('keeps API 404s as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nergens' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('compression and caching of the web app', () => {
  const getChunk = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/assets/chunk-abc.js', headers });

  it('sends the brotli copy of an asset to a client that accepts brotli', async () => {
    const response = await getChunk({ 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await getChunk({ 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('sends the file itself to a client that accepts no compression, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await getChunk(headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(chunk);
    }
  });

  it('caches hashed assets for a year, in every encoding, and nothing else', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await getChunk({ 'accept-encoding': encoding });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const shell = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(shell.headers['cache-control']).toBe('no-cache');
    const indexFile = await app.inject({ method: 'GET', url: '/index.html' });
    expect(indexFile.headers['cache-control']).not.toContain('immutable');
  });

  it('keeps the compressed copies from being addresses of their own', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/chunk-abc.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 304 to an asset whose ETag the client has, per encoding', async () => {
    const br = await getChunk({ 'accept-encoding': 'br' });
    const gzip = await getChunk({ 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const again = await getChunk({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the HTML shell of a client route for a client that accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/profile',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    const plain = await app.inject({ method: 'GET', url: '/profile' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
