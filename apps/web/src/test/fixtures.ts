import { type Media, mediaUrl, srcSetOf } from '@shop/shared/media';
import type { ShippingMethod } from '@shop/shared/shipping';
import type { Profile } from '@shop/shared/user';

let shippingIds = 0;

/**
 * A shipping method as the API answers it: PostNL pakket to the Netherlands, € 6,95, free from
 * € 40, with an id of its own unless one is given.
 */
export const aShippingMethod = (overrides: Partial<ShippingMethod> = {}): ShippingMethod => ({
  _id: `00000000-0000-4000-8000-${String(++shippingIds).padStart(12, '0')}`,
  name: 'PostNL pakket',
  carrier: 'PostNL',
  countries: ['NL'],
  price: 6.95,
  freeAbove: 40,
  maxOrder: null,
  deliveryEstimate: '1 werkdag',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The logged-in customer's profile as the API answers it: Eva de Boer, no addresses yet. */
export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  _id: 'u1',
  firstName: 'Eva',
  lastName: 'de Boer',
  email: 'loper@example.nl',
  phone: '',
  role: 'user',
  sport: { discipline: null, level: null },
  addresses: [],
  ...overrides,
});

let mediaIds = 0;

/**
 * A processed photo as POST /admin/media answers it: 1600 × 1200, kept at every standard width,
 * with an id and hash of its own unless given.
 */
export const aMedia = (overrides: Partial<Media> = {}): Media => {
  const n = ++mediaIds;
  const hash = overrides.hash ?? n.toString(16).padStart(32, '0');
  const widths = overrides.widths ?? [320, 640, 960, 1280, 1600];
  return {
    _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    hash,
    width: 1600,
    height: 1200,
    widths,
    previewUrl: mediaUrl(hash, 'og', 'jpg'),
    srcSet: { avif: srcSetOf(hash, widths, 'avif'), webp: srcSetOf(hash, widths, 'webp') },
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
};
