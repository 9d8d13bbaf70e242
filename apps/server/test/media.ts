import { randomUUID } from 'node:crypto';
import type { Media } from '@shop/shared/media';
import sharp from 'sharp';
import type { TestApp } from './build-test-app.ts';
import type { Actor } from './factories.ts';

/** A `multipart/form-data` body with one file in the field `file`, as a browser's form sends it. */
export function multipartFile(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----loopvoeding${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/admin/media with one file, as `who` (or as a guest). */
export function uploadFile(
  app: TestApp,
  who: Actor | null,
  bytes: Buffer,
  filename = 'foto.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipartFile(filename, contentType, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
}

/** A small JPEG of one colour: a different `red` is a different photo. */
export function plainPhoto(red: number, width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** Uploads a plain photo as the admin and answers it as the API does. */
export async function uploadedPhoto(app: TestApp, admin: Actor, red: number): Promise<Media> {
  const response = await uploadFile(app, admin, await plainPhoto(red));
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json();
}
