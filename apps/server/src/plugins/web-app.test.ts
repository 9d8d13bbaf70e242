import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';

let app: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="nl"><head><title>Loopvoeding</title><meta name="description" content="Shop" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  app = await buildTestApp({ webDistDir: dist });
  await createProduct(app, {
    title: 'Gel <Citrus> & Co',
    slug: 'gel-citrus',
    description: '**Lekker** fris',
    image: '/images/products/gel-citrus.svg',
  });
  await createProduct(app, {
    title: "Gel $' en $` en $& en $$",
    slug: 'gel-dollar',
    description: "Prijs $' per stuk",
  });
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

  it('puts the product title, description and Open Graph tags in /shop/:slug, escaped', async () => {
    const html = (await app.inject({ method: 'GET', url: '/shop/gel-citrus' })).body;
    expect(html).toContain('<title>Gel &lt;Citrus&gt; &amp; Co — Loopvoeding</title>');
    expect(html).toContain('<meta name="description" content="Lekker fris" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/products/gel-citrus.svg" />',
    );
    expect(html).toContain('"@type":"Product"');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('keeps replacement patterns in a title as text: the head stays whole', async () => {
    const html = (await app.inject({ method: 'GET', url: '/shop/gel-dollar' })).body;
    expect(html).toContain("<title>Gel $' en $` en $&amp; en $$ — Loopvoeding</title>");
    expect(html).toContain('<meta property="og:description" content="Prijs $\' per stuk" />');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('leaves the default head for an unknown product', async () => {
    const html = (await app.inject({ method: 'GET', url: '/shop/onbekend' })).body;
    expect(html).toContain('<title>Loopvoeding</title>');
  });
});
