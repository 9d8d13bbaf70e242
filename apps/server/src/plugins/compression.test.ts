import type { AddressInfo } from 'node:net';
import zlib, { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declaredWindowBits } from '../../test/brotli-window.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { actor, createProduct } from '../../test/factories.ts';
import { openShop } from '../../test/shop.ts';
import {
  addVary,
  brotliWindowBits,
  COMPRESSION_THRESHOLD_BYTES,
  compressionPlugin,
  ONE_SHOT_LIMIT_BYTES,
} from './compression.ts';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await openShop({ listen: true }));
  for (let i = 0; i < 4; i += 1) await createProduct(app);
});
afterAll(async () => {
  await app.close();
});

const products = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/products', headers });

describe('compressed API answers', () => {
  it('sends a large JSON answer brotli-compressed to a client that accepts brotli', async () => {
    const plain = await products();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await products({ 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends it gzip-compressed to a client that accepts only gzip', async () => {
    const response = await products({ 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual((await products()).json());
  });

  it('leaves a small answer as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('keeps the ETag of a listing: the same for every encoding, and 304 when the client has it', async () => {
    const br = await products({ 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await products()).headers.etag).toBe(etag);
    expect(br.headers.vary).toContain('Authorization');
    expect(br.headers['cache-control']).toBe('no-cache');

    const again = await products({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    // HEAD as GET: the same ETag and headers, and the same 304.
    const head = await app.inject({
      method: 'HEAD',
      url: '/api/products',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers.vary).toContain('Authorization');
    const headAgain = await app.inject({
      method: 'HEAD',
      url: '/api/products',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(headAgain.statusCode).toBe(304);
  });

  it('never compresses the live notifications stream: its events arrive as they are sent', async () => {
    const user = await actor(app, 'user');
    const { port } = app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { ...user.headers, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(response.headers.get('content-encoding')).toBeNull();
      // The first event (the unread count) comes at once, not when a compressor's buffer fills.
      const reader = response.body!.getReader();
      let received = '';
      while (!received.includes('event: unread')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += new TextDecoder().decode(value);
      }
      expect(received).toContain('event: unread');
    } finally {
      controller.abort();
    }
  });
});

describe('a large answer', () => {
  it('is compressed in one call sized to it, never through a compression stream', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    const lines = Array.from({ length: 3000 }, (_, i) => ({ regel: i, titel: `Isotone gel ${i}` }));
    app.get('/big', async () => ({ lines }));
    const plain = await app.inject({ method: 'GET', url: '/big' });
    // Above @fastify/compress's own limit for one call (8 to 64 KiB, by the cores), below the shop's.
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(ONE_SHOT_LIMIT_BYTES);
    const streams = [vi.spyOn(zlib, 'createBrotliCompress'), vi.spyOn(zlib, 'createGzip')];
    try {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url: '/big',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual({ lines });
        if (encoding === 'br') {
          // A window that holds the whole body, not Brotli's default of 4 MiB (and its 8 MB buffer).
          const windowBits = declaredWindowBits(response.rawPayload);
          expect(2 ** windowBits - 16).toBeGreaterThanOrEqual(plain.rawPayload.length);
          expect(windowBits).toBeLessThanOrEqual(17);
        }
      }
      for (const stream of streams) expect(stream).not.toHaveBeenCalled();
    } finally {
      for (const stream of streams) stream.mockRestore();
      await app.close();
    }
  });
});

describe("Brotli's window", () => {
  it("is the smallest that holds the body, between Brotli's least and its default", () => {
    expect(brotliWindowBits(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(1024 - 16)).toBe(10);
    expect(brotliWindowBits(1024 - 15)).toBe(11);
    expect(brotliWindowBits(66_000)).toBe(17);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(constants.BROTLI_DEFAULT_WINDOW);
  });

  it('is what a stream declares: the default unless told', () => {
    const body = Buffer.from('Isotone gel met cafeïne. '.repeat(4000));
    expect(declaredWindowBits(brotliCompressSync(body))).toBe(constants.BROTLI_DEFAULT_WINDOW);
    const sized = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length) },
    });
    expect(declaredWindowBits(sized)).toBe(17);
    expect(brotliDecompressSync(sized).toString()).toBe(body.toString());
  });
});

describe('the Vary header', () => {
  /** What Vary says after `added` were added in turn to an answer that started with `initial`. */
  function varyAfter(initial: string | string[] | undefined, added: string[]) {
    let vary: unknown = initial;
    const reply = {
      getHeader: () => vary,
      header: (_name: string, value: string) => {
        vary = value;
      },
    } as unknown as FastifyReply;
    for (const header of added) addVary(reply, header);
    return vary;
  }

  it('names each header once, whatever its case, keeping what it named before', () => {
    expect(varyAfter(undefined, ['accept-encoding'])).toBe('accept-encoding');
    expect(varyAfter(undefined, ['accept-encoding', 'Accept-Encoding'])).toBe('accept-encoding');
    expect(varyAfter('Authorization', ['accept-encoding', 'authorization'])).toBe(
      'Authorization, accept-encoding',
    );
    expect(varyAfter('origin ,, cookie', ['accept-encoding'])).toBe('origin, cookie, accept-encoding');
    expect(varyAfter(['origin', 'cookie'], ['Cookie', 'accept-encoding'])).toBe(
      'origin, cookie, accept-encoding',
    );
    expect(varyAfter('', ['accept-encoding'])).toBe('accept-encoding');
  });
});
