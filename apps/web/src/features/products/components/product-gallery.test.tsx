import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMedia } from '../../../test/fixtures.ts';
import { productFixture } from '../test-fixtures.ts';
import { ProductGallery } from './product-gallery.tsx';

const photos = ['Gel van voren', 'Gel van achteren', 'Gel in de hand'].map((alt) => ({
  alt,
  media: aMedia(),
}));
const pressed = () =>
  screen
    .getAllByRole('button', { name: /^Toon foto/ })
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.getAttribute('aria-label'));

describe("the product page's pictures", () => {
  it('shows several photos in a row with their alt text, the first fetched first, AVIF before WebP', () => {
    render(<ProductGallery product={productFixture({ photos })} />);
    const row = screen.getByRole('list', { name: 'Foto’s van Hardloopgel Citrus' });
    const images = within(row).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(photos.map((photo) => photo.alt));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    const [first] = images;
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '1200');
    expect(first).toHaveAttribute('srcset', photos[0]!.media.srcSet.webp);
    const source = first!.parentElement!.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', photos[0]!.media.srcSet.avif);
    expect(pressed()).toEqual(['Toon foto 1 van 3']);
  });

  it('moves photo by photo with the arrow keys on the focused row and with the thumbnails, never past the ends', async () => {
    const user = userEvent.setup();
    render(<ProductGallery product={productFixture({ photos })} />);
    const row = screen.getByRole('list', { name: 'Foto’s van Hardloopgel Citrus' });
    await user.tab();
    expect(row).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(pressed()).toEqual(['Toon foto 2 van 3']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(pressed()).toEqual(['Toon foto 3 van 3']);
    await user.keyboard('{ArrowLeft}');
    expect(pressed()).toEqual(['Toon foto 2 van 3']);
    await user.click(screen.getByRole('button', { name: 'Toon foto 1 van 3' }));
    expect(pressed()).toEqual(['Toon foto 1 van 3']);
    await user.keyboard('{ArrowLeft}');
    expect(pressed()).toEqual(['Toon foto 1 van 3']);
  });

  it('shows one photo, the image at its URL or the placeholder without a row or thumbnails', () => {
    const { rerender } = render(<ProductGallery product={productFixture({ photos: photos.slice(0, 1) })} />);
    expect(screen.getByRole('img', { name: 'Gel van voren' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ProductGallery product={productFixture({ photos: [] })} />);
    expect(screen.getByRole('img', { name: 'Hardloopgel Citrus' })).toHaveAttribute(
      'src',
      '/images/products/hardloopgel-citrus.svg',
    );
    rerender(<ProductGallery product={productFixture({ photos: [], image: null })} />);
    expect(screen.getByRole('img', { name: 'Hardloopgel Citrus' })).toHaveAttribute(
      'src',
      '/images/placeholder-product.svg',
    );
  });
});
