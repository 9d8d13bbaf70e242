import type { BlogPost } from '@shop/shared/blog';
import type { Comment } from '@shop/shared/comment';
import { vi } from 'vitest';
import { json } from '../../test/render.tsx';

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    _id: 'p1',
    slug: 'gels-per-uur',
    title: 'Gels per uur',
    image: '/images/blog/gels.svg',
    cover: null,
    category: 'Race & Training Fuel',
    excerpt: 'Zo bouw je je wedstrijdvoeding op.',
    content: '## Waarom gels\n\nKoolhydraten tijdens de marathon.',
    tags: ['gels', 'marathon'],
    likes: [],
    likeCount: 4,
    commentCount: 0,
    hasLiked: false,
    author: { _id: 'a1', name: 'Redactie L.' },
    isPublished: true,
    publishedAt: '2026-11-02T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: 'c1',
    // The viewer's own comment in most tests: only then does it carry the address (decision 036).
    user: { _id: 'u1', name: 'Lotte P.', email: 'loper@example.nl' },
    content: 'Heel nuttig artikel!',
    parentComment: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    edited: false,
    editHistory: [],
    deleted: false,
    likes: 1,
    hasLiked: false,
    replies: [],
    ...overrides,
  };
}

export const paged = <T>(data: T[], page = 1, totalPages = 1) => ({
  data,
  page,
  limit: 6,
  totalPages,
  totalRecords: data.length,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch: the handler answers what it knows, anything else gets an empty list. Returns the
 * mock so tests can read which calls were made.
 */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return (await handler(url, init)) ?? json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to a path, as 'METHOD /api/path?query'. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, pathname: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === pathname);
}
