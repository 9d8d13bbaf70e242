import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Media } from '@shop/shared/media';
import { configMessages } from '@shop/shared/operations';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import type { Actor } from '../../../test/factories.ts';
import { plainPhoto, uploadFile } from '../../../test/media.ts';
import { openShop } from '../../../test/shop.ts';
import { loadConfig } from '../../config.ts';
import { createBucketMediaStore } from './bucket-media-store.ts';

const BUCKET = 'loopvoeding-media';
// s3rver's own keys (it takes unsigned requests too, so what it proves is the bucket's protocol).
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let bucketDir: string;
let bucketServer: S3rver;
let bucketUrl: string;
let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  bucketDir = mkdtempSync(path.join(tmpdir(), 'bucket-'));
  bucketServer = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await bucketServer.run()) as unknown as { port: number };
  bucketUrl = `http://127.0.0.1:${port}/${BUCKET}`;
  ({ app, admin } = await openShop({ mediaBucket: { url: bucketUrl, region: 'us-east-1', ...KEYS } }));
});
afterAll(async () => {
  await app?.close();
  await bucketServer?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

describe('photos in an S3-compatible bucket', () => {
  it('are written to the bucket, not the data directory, and served by the shop as from the disk', async () => {
    const uploaded = await uploadFile(app, admin, await plainPhoto(77));
    expect(uploaded.statusCode).toBe(201);
    const photo: Media = uploaded.json();
    expect(existsSync(path.join(app.config.dataDir, 'media'))).toBe(false);

    const served = await app.inject({ method: 'GET', url: photo.previewUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const missing = await app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}-320.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('are refused by a bucket that is not there, and an unreachable bucket is an error, not a photo', async () => {
    const wrong = createBucketMediaStore({
      url: bucketUrl.replace(BUCKET, 'geen-bucket'),
      region: 'us-east-1',
      ...KEYS,
    });
    await expect(
      wrong.save('a'.repeat(32), [{ variant: 'og', format: 'jpg', bytes: Buffer.from('x') }]),
    ).rejects.toThrow(/refused/);
    const gone = createBucketMediaStore({ url: 'http://127.0.0.1:9/weg', region: 'us-east-1', ...KEYS });
    await expect(gone.open(`${'a'.repeat(32)}-og.jpg`)).rejects.toThrow();
  });

  it('need both keys: an address alone stops the shop from starting', () => {
    const env = {
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: app.config.dataDir,
      MEDIA_BUCKET_URL: bucketUrl,
    };
    expect(() => loadConfig(env)).toThrow(configMessages.bucketNeedsKeys);
    expect(loadConfig({ ...env, MEDIA_BUCKET_KEY_ID: 'k', MEDIA_BUCKET_SECRET: 's' }).mediaBucket).toEqual({
      url: bucketUrl,
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
    });
  });
});
