import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { MAX_UPLOAD_BYTES, type Media, mediaMessages, mediaSchema, mediaUrl } from '@shop/shared/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/media.ts';
import { openShop } from '../../../test/shop.ts';

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(async () => {
  await app.close();
});

const upload = (
  bytes: Buffer,
  filename = 'foto.jpg',
  contentType = 'image/jpeg',
  who: Actor | null = admin,
) => uploadFile(app, who, bytes, filename, contentType);

/** A photo as a phone takes it: a colour gradient, with the place it was taken in its EXIF. */
async function phonePhoto(width = 1700, height = 1000, { location = true } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 256;
    pixels[i + 1] = 120;
    pixels[i + 2] = Math.floor(i / 3 / width) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Telefoon', Copyright: 'Anna Jansen' },
      ...(location
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '52/1 5/1 30/1',
              GPSLongitudeRef: 'E',
              GPSLongitude: '5/1 7/1 10/1',
            },
          }
        : {}),
    })
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` pixels, with almost nothing behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const fileAt = (url: string) => app.inject({ method: 'GET', url });

/** Every file of a processed photo: each width in each format, and the link preview. */
function filesOf(photo: Media): string[] {
  return [
    ...photo.widths.flatMap((w) => [mediaUrl(photo.hash, w, 'avif'), mediaUrl(photo.hash, w, 'webp')]),
    photo.previewUrl,
  ];
}

describe('uploading a photo', () => {
  it('makes AVIF and WebP at every width it fills and a JPEG preview, none of them with the EXIF location', async () => {
    const input = await phonePhoto();
    // The input carries the owner's name and a location: its EXIF is longer than without one.
    const inputExif = (await sharp(input).metadata()).exif;
    const withoutLocation = (await sharp(await phonePhoto(1700, 1000, { location: false })).metadata()).exif;
    expect(inputExif?.includes(Buffer.from('Anna Jansen'))).toBe(true);
    expect(inputExif!.length).toBeGreaterThan(withoutLocation!.length + 40);

    const response = await upload(input);
    expect(response.statusCode).toBe(201);
    const photo = mediaSchema.parse(response.json());
    expect(photo).toMatchObject({ width: 1700, height: 1000, widths: [320, 640, 960, 1280, 1600] });
    expect(photo.srcSet.avif).toBe(
      [320, 640, 960, 1280, 1600].map((w) => `/media/${photo.hash}-${w}.avif ${w}w`).join(', '),
    );

    for (const url of filesOf(photo)) {
      const file = await fileAt(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const format = url.split('.').at(-1);
      expect(file.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format!],
      );
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Anna Jansen')), url).toBe(false);
      if (format === 'jpg') expect([metadata.width, metadata.height]).toEqual([1200, 630]);
      else expect(metadata.width).toBe(Number(/-(\d+)\./.exec(url)![1]));
    }
  });

  it('takes PNG, WebP and AVIF by their content; a small photo keeps its own width; the same photo twice is one', async () => {
    const base = sharp({ create: { width: 200, height: 100, channels: 3, background: '#c2410c' } });
    for (const [bytes, name] of [
      [await base.clone().png().toBuffer(), 'logo.png'],
      [await base.clone().webp().toBuffer(), 'gel.webp'],
      [await base.clone().avif().toBuffer(), 'reep.avif'],
    ] as const) {
      const response = await upload(bytes, name, 'application/octet-stream');
      expect(response.statusCode, name).toBe(201);
      expect(response.json().widths, name).toEqual([200]);
    }
    const png = await base.clone().png().toBuffer();
    const first = (await upload(png, 'een.png')).json();
    const again = (await upload(png, 'twee.png')).json();
    expect(again._id).toBe(first._id);
  });

  it('refuses what is not a photo, whatever its name or stated type: 400 in Dutch', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const jpeg = await phonePhoto(64, 48);
    for (const [bytes, name, type] of [
      [Buffer.from('Dit is geen foto.'), 'foto.jpg', 'image/jpeg'],
      [svg, 'foto.png', 'image/png'],
      [gif, 'foto.jpg', 'image/jpeg'],
      [Buffer.from('%PDF-1.7\n'), 'foto.webp', 'image/webp'],
      [jpeg.subarray(0, 20), 'kapot.jpg', 'image/jpeg'],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode, name).toBe(400);
      expect([mediaMessages.notAnImage, mediaMessages.unreadable]).toContain(response.json().error.message);
    }
  });

  it('refuses a photo of more than 40 megapixels before decoding it', async () => {
    const response = await upload(pngClaiming(10_000, 10_000), 'bom.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(mediaMessages.tooManyPixels);
  });

  it('refuses a file larger than the limit: 413', async () => {
    const response = await upload(randomBytes(MAX_UPLOAD_BYTES + 1024), 'groot.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(mediaMessages.tooLarge);
  });

  it('refuses a request without a file, and one that is no form at all', async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(mediaMessages.noFile);
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: admin.headers,
      payload: { file: 'foto.jpg' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(mediaMessages.noFile);
  });

  it('is for admins only', async () => {
    const photo = await phonePhoto(64, 48);
    expect((await upload(photo, 'foto.jpg', 'image/jpeg', null)).statusCode).toBe(401);
    expect((await upload(photo, 'foto.jpg', 'image/jpeg', await actor(app))).statusCode).toBe(403);
  });
});

describe('the photos’ files', () => {
  it('answers 404 for any name that is not a processed file', async () => {
    for (const url of [
      `/media/${'a'.repeat(32)}-320.avif`,
      '/media/..%2F..%2Fjwt-secret',
      '/media/%2e%2e%2fjwt-secret',
      `/media/${'a'.repeat(32)}-320.png`,
      '/media/jwt-secret',
    ]) {
      const response = await fileAt(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
