import type { Paged } from '@shop/shared/api';
import type { Product } from '@shop/shared/product';
import { vi } from 'vitest';
import { json } from '../../test/render.tsx';

/** A product as GET /products answers it. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    slug: 'hardloopgel-citrus',
    title: 'Hardloopgel Citrus',
    description: 'Frisse **citrusgel** voor lange duurlopen.',
    image: '/images/products/hardloopgel-citrus.svg',
    photos: [],
    contents: ['6 gels', '22 g koolhydraten'],
    price: 10,
    stock: 20,
    maxPerOrder: 10,
    discount: null,
    referencePrice: null,
    category: ['Gels'],
    brand: ['Polderkracht'],
    shelfLife: '12 maanden',
    vatClass: 'reduced',
    nutrition: null,
    isPublished: true,
    createdBy: '22222222-2222-4222-8222-222222222222',
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-15T11:30:00.000Z',
    ...overrides,
  };
}

export function pagedFixture<Item = Product>(
  data: Item[],
  { page = 1, totalPages = 1, limit = 12, totalRecords = data.length } = {},
): Paged<Item> {
  return { data, page, totalPages, limit, totalRecords };
}

type Handler = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

/**
 * Stubs fetch: `handler` answers the calls it knows (by method and path), every other call
 * gets an empty list. Returns the mock to inspect the calls.
 */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ method, url, body }) ?? json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one API path with one method, as URLs with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, pathname: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }))
    .filter((call) => call.method === method && call.url.pathname === pathname);
}
