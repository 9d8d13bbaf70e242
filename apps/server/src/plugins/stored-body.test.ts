import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredWindowBits } from '../../test/brotli-window.ts';
import {
  bytesOf,
  ONE_WRITE_LIMIT_BYTES,
  type StoredBody,
  sendStored,
  storeBody,
  storeFile,
} from './stored-body.ts';

const html = `<main>${'<p>Gel met cafeïne</p>'.repeat(100)}</main>`;
const script = `export const regels = [${Array.from({ length: 200 }, (_, i) => `'regel ${i}'`).join(', ')}];\n`;

describe('a body kept in memory', () => {
  it('keeps a page compressed both ways, with one ETag', () => {
    const body = storeBody(html);
    expect(brotliDecompressSync(bytesOf(body.br!)).toString()).toBe(html);
    expect(gunzipSync(bytesOf(body.gzip!)).toString()).toBe(html);
    expect(body.br!.bytes.length).toBeLessThan(html.length / 10);
    expect(body.identity).toBeUndefined();
    expect(body.br!.etag).toBe(body.gzip!.etag);
    expect(body.etag).toBe(storeBody(html).etag);
    expect(body.etag).not.toBe(storeBody(`${html} `).etag);
    expect(body.bytes).toBe(body.br!.bytes.length + body.gzip!.bytes.length);
    // Compressed with a window that holds the page (2.3 KB), not Brotli's default of 4 MiB.
    expect(declaredWindowBits(bytesOf(body.br!))).toBe(12);
  });

  it('keeps a file with the copies the build wrote, each with an ETag of its own', () => {
    const raw = Buffer.from(script);
    const file = storeFile(raw, { br: brotliCompressSync(raw), gzip: gzipSync(raw) });
    expect(file.encodings).toEqual(['br', 'gzip']);
    expect(new Set([file.identity!.etag, file.br!.etag, file.gzip!.etag]).size).toBe(3);
    const small = storeFile(Buffer.from('<svg/>'), {});
    expect(small.encodings).toEqual([]);
    expect(small.bytes).toBe(6);
  });

  it('keeps a small variant as text of one character per byte, a large one as bytes', () => {
    const small = storeFile(Buffer.from([0x3c, 0xe9, 0xff, 0x00, 0x80]), {});
    expect(small.identity!.bytes).toBe('<\u00e9\u00ff\u0000\u0080');
    expect(small.bytes).toBe(5);
    const large = Buffer.alloc(ONE_WRITE_LIMIT_BYTES + 1, 0xe9);
    expect(Buffer.isBuffer(storeFile(large, {}).identity!.bytes)).toBe(true);
    expect(typeof storeFile(large.subarray(1), {}).identity!.bytes).toBe('string');
  });

  it('keeps every large variant in memory of its own, not in a compressor chunk or a pool slab it would pin', () => {
    const raw = Buffer.from(script.repeat(20));
    const slab = Buffer.allocUnsafe(ONE_WRITE_LIMIT_BYTES * 4);
    const view = slab.subarray(10, 10 + ONE_WRITE_LIMIT_BYTES * 2);
    const kept = [
      storeBody(raw),
      storeFile(raw, { br: brotliCompressSync(raw), gzip: gzipSync(raw) }),
      storeFile(view, {}),
    ];
    const [, , ofTheView] = kept;
    for (const body of kept)
      for (const variant of [body.br, body.gzip, body.identity])
        if (Buffer.isBuffer(variant?.bytes))
          expect(variant.bytes.buffer.byteLength).toBe(variant.bytes.byteLength);
    expect(ofTheView!.identity!.bytes).toEqual(view);
  });
});

describe('sending a kept body', () => {
  const app = Fastify();
  const bodies: Record<string, StoredBody> = {
    page: storeBody(html),
    file: storeFile(Buffer.from(script), { gzip: gzipSync(script) }),
    small: storeFile(Buffer.from('<svg/>'), {}),
  };
  beforeAll(async () => {
    app.get('/:name', (request, reply) => {
      sendStored(request, reply, bodies[(request.params as { name: string }).name]!);
    });
    // Listening too: one test reads the answer off a real connection.
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  const get = (name: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/${name}`, headers });

  /** The answer as it came over a real connection: status, headers and the body's bytes. */
  async function overTheWire(method: string, name: string, headers: Record<string, string>) {
    const { port } = app.server.address() as AddressInfo;
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, method, path: `/${name}`, headers },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
  }

  it('writes a small body byte for byte as held, with its length, over a real connection', async () => {
    const page = await overTheWire('GET', 'page', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.body).toEqual(bytesOf(bodies.page!.br!));
    // Compressed bytes run past 0x7f: sent as UTF-8 they would have grown.
    expect(page.body.some((byte) => byte > 0x7f)).toBe(true);
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(brotliDecompressSync(page.body).toString()).toBe(html);
    expect(page.headers.etag).toBe(bodies.page!.etag);
    const head = await overTheWire('HEAD', 'page', { 'accept-encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
  });

  it('sends the encoding the client prefers among those kept, varying on it', async () => {
    const br = await get('page', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    // Only gzip was written for this file: a client that takes both gets gzip.
    const gzip = await get('file', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('sends the body itself to a client that takes no encoding, a page unpacked from gzip', async () => {
    const choices: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0' },
    ];
    for (const headers of choices) {
      const page = await get('page', headers);
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toBe(html);
      expect(page.headers.etag).toBe(bodies.page!.etag);
      expect((await get('file', headers)).body).toBe(script);
    }
  });

  it('answers 304 to the ETag of the encoding sent, and sends no Vary for a body with one encoding', async () => {
    const first = await get('file', { 'accept-encoding': 'gzip' });
    const again = await get('file', {
      'accept-encoding': 'gzip',
      'if-none-match': `"other", ${first.headers.etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The body itself has another ETag than its gzip copy: the client's copy is not it.
    expect((await get('file', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    const small = await get('small', { 'accept-encoding': 'br, gzip' });
    expect(small.headers.vary).toBeUndefined();
    expect(small.body).toBe('<svg/>');
  });
});
