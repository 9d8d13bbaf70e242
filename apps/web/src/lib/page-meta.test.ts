import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_IMAGE, injectPageMeta, previewImage } from './page-meta.ts';

const template = '<html><head><title>Loopvoeding</title><meta name="description" content="x"></head></html>';
const headOf = (meta: Parameters<typeof injectPageMeta>[1]) =>
  injectPageMeta(template, meta, 'https://loopvoeding.example');

describe('the head a page gets', () => {
  it('gives link previews a raster picture: the page’s own JPEG or PNG, else the shop’s', () => {
    expect(previewImage('/media/abc-og.jpg')).toBe('/media/abc-og.jpg');
    expect(previewImage('https://cdn.example/gel.png?v=2')).toBe('https://cdn.example/gel.png?v=2');
    for (const svg of [
      '/images/products/gel.svg',
      '/images/x.SVG',
      'https://cdn.example/a.svg?v=1',
      null,
      undefined,
      '',
    ])
      expect(previewImage(svg)).toBe(DEFAULT_PREVIEW_IMAGE);
    expect(headOf({ title: 'Shop', description: 'd' })).toContain(
      '<meta property="og:image" content="https://loopvoeding.example/images/og-default.jpg" />',
    );
  });

  it('preloads the largest paint before anything else: a file, or a photo’s AVIF files at the page’s sizes', () => {
    const file = headOf({ title: 'Gel', description: 'd', lcpImage: '/images/products/gel.svg' });
    expect(file).toContain(
      '<link rel="preload" as="image" href="/images/products/gel.svg" fetchpriority="high" />\n    <title>',
    );
    const photo = headOf({
      title: 'Gel',
      description: 'd',
      image: '/media/abc-og.jpg',
      lcpImage: {
        srcSet: '/media/abc-320.avif 320w, /media/abc-640.avif 640w',
        sizes: '(min-width: 1024px) 50vw, 100vw',
      },
    });
    expect(photo).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/abc-320.avif 320w, /media/abc-640.avif 640w" imagesizes="(min-width: 1024px) 50vw, 100vw" fetchpriority="high" />',
    );
    expect(photo).toContain(
      '<meta property="og:image" content="https://loopvoeding.example/media/abc-og.jpg" />',
    );
    expect(headOf({ title: 'Over', description: 'd' })).not.toContain('rel="preload"');
  });
});
