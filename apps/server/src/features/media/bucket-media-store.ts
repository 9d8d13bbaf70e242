import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { mediaContentTypes, mediaFileName } from '@shop/shared/media-urls';
import { AwsClient } from 'aws4fetch';
import type { MediaBucket } from '../../config.ts';
import type { ImageVariant } from './image-processing.ts';
import type { MediaStore } from './media-store.ts';

/**
 * The processed photos' files in an S3-compatible bucket (decision 067), for shops whose processes
 * share no disk. Requests are signed with AWS Signature V4; the shop still serves `/media/<name>`
 * itself, so pages and their caches never see where the files are.
 */
export function createBucketMediaStore(bucket: MediaBucket): MediaStore {
  const client = new AwsClient({
    accessKeyId: bucket.accessKeyId,
    secretAccessKey: bucket.secretAccessKey,
    service: 's3',
    region: bucket.region,
  });
  const base = bucket.url.replace(/\/+$/, '');
  const objectUrl = (name: string) => `${base}/${encodeURIComponent(name)}`;

  return {
    async save(hash, variants: readonly ImageVariant[]) {
      await Promise.all(
        variants.map(async ({ variant, format, bytes }) => {
          const name = mediaFileName(hash, variant, format);
          const response = await client.fetch(objectUrl(name), {
            method: 'PUT',
            body: bytes,
            headers: {
              'content-type': mediaContentTypes[format],
              'cache-control': 'public, max-age=31536000, immutable',
            },
          });
          await response.body?.cancel();
          if (!response.ok) throw new Error(`The media bucket refused ${name}: ${response.status}`);
        }),
      );
    },

    async open(name) {
      const response = await client.fetch(objectUrl(name));
      if (response.status === 404 || response.status === 403) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body)
        throw new Error(`The media bucket answered ${response.status} for ${name}`);
      return {
        stream: Readable.fromWeb(response.body as ReadableStream),
        size: Number(response.headers.get('content-length')),
      };
    },
  };
}
