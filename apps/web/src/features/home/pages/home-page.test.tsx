import type { BlogPost } from '@shop/shared/blog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const post = (index: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  _id: `p${index}`,
  slug: `artikel-${index}`,
  title: `Artikel ${index}`,
  image: null,
  cover: null,
  category: 'Voedingsbasis',
  excerpt: '',
  content: 'Inhoud van het artikel.',
  tags: ['marathon', 'gels'],
  likes: [],
  likeCount: 0,
  commentCount: 0,
  hasLiked: false,
  author: null,
  isPublished: true,
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

function stubBlog(posts: BlogPost[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/blog')
      ? json(200, { data: posts, page: 1, limit: 3, totalPages: 1, totalRecords: posts.length })
      : json(200, []),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Opens `/` and waits for the home page (a chunk of its own, decision 031). */
async function openHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const carousel = () => screen.getByRole('region', { name: 'Thema’s van de blog' });
const activeCard = () => within(carousel()).getByRole('link');

describe('home page theme carousel', () => {
  it('starts on the second theme and disables the arrows at the ends', async () => {
    stubBlog([]);
    await openHome();
    const user = userEvent.setup();
    expect(activeCard()).toHaveTextContent('Race & Training Fuel');
    const previous = screen.getByRole('button', { name: 'Vorige thema' });
    const next = screen.getByRole('button', { name: 'Volgende thema' });
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(activeCard()).toHaveTextContent('Voedingsbasis');
    expect(previous).toBeDisabled();
    for (let step = 0; step < 12; step += 1) await user.click(next);
    expect(activeCard()).toHaveTextContent('Onderzoek & Evidence');
    expect(next).toBeDisabled();
  });

  it('shows the current dot and two on each side', async () => {
    stubBlog([]);
    await openHome();
    const dots = () => within(screen.getByRole('group', { name: 'Kies een thema' })).getAllByRole('button');
    expect(dots()).toHaveLength(4);
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ga naar thema Herstel & Rebuild' }));
    expect(dots()).toHaveLength(5);
    expect(activeCard()).toHaveTextContent('Herstel & Rebuild');
  });

  it('makes a clicked side card active, and opens the category of the active card', async () => {
    stubBlog([]);
    const { router } = await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Toon thema Hydratatie & Elektrolyten / }));
    expect(activeCard()).toHaveTextContent('Hydratatie & Elektrolyten');
    expect(activeCard()).toHaveAttribute('href', '/blog/category/hydratatie-en-elektrolyten');
    await user.click(activeCard());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/blog/category/hydratatie-en-elektrolyten'),
    );
  });

  it('moves with the arrow keys and opens the active theme with Enter', async () => {
    stubBlog([]);
    const { router } = await openHome();
    const user = userEvent.setup();
    carousel().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeCard()).toHaveTextContent('Herstel & Rebuild');
    await user.keyboard('{ArrowLeft}');
    expect(activeCard()).toHaveTextContent('Hydratatie & Elektrolyten');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/blog/category/hydratatie-en-elektrolyten'),
    );
  });

  it('changes theme on a swipe over 60 px, not on a shorter one', async () => {
    stubBlog([]);
    await openHome();
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(carousel(), { clientX: from, pointerType: 'touch' });
      fireEvent.pointerUp(carousel(), { clientX: to, pointerType: 'touch' });
    };
    swipe(300, 250);
    expect(activeCard()).toHaveTextContent('Race & Training Fuel');
    swipe(300, 200);
    expect(activeCard()).toHaveTextContent('Hydratatie & Elektrolyten');
    swipe(100, 200);
    expect(activeCard()).toHaveTextContent('Race & Training Fuel');
  });

  it('does not open the active theme after a drag too short to change it', async () => {
    stubBlog([]);
    const { router } = await openHome();
    fireEvent.pointerDown(carousel(), { clientX: 300, pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(carousel(), { clientX: 250, pointerType: 'mouse', button: 0 });
    fireEvent.click(activeCard());
    expect(activeCard()).toHaveTextContent('Race & Training Fuel');
    // Then the keyboard opens the theme: once that navigation has arrived, one that the click
    // had started would have arrived before it.
    carousel().focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/category/race-en-training-fuel'));
    expect(router.pushed()).toBe(1);
  });
});

describe('home page newest articles', () => {
  it('asks for the 3 newest posts and shows date (nl-BE), category, title link and #tags', async () => {
    const fetchMock = stubBlog([post(1), post(2), post(3)]);
    await openHome();
    const section = (await screen.findByRole('heading', { name: 'Nieuwste artikels' })).closest('section')!;
    const articles = await within(section).findAllByRole('article');
    expect(articles).toHaveLength(3);
    const first = articles[0]!;
    expect(within(first).getByRole('link', { name: 'Artikel 1' })).toHaveAttribute('href', '/blog/artikel-1');
    expect(first).toHaveTextContent(/05[/-]03[/-]2026/);
    expect(first).toHaveTextContent('Voedingsbasis');
    expect(first).toHaveTextContent('#marathon');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/placeholder-blog.svg');
    const blogCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/blog'));
    expect(blogCall).toBe('/api/blog?limit=3&sortBy=createdAt&isPublished=true');
  });

  it('says so when there are no articles', async () => {
    stubBlog([]);
    await openHome();
    expect(await screen.findByText('Geen artikels gevonden.')).toBeInTheDocument();
  });

  it('says the articles could not be loaded when the request fails, never that there are none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } })),
    );
    await openHome();
    expect(await screen.findByText('De nieuwste artikels konden niet geladen worden.')).toBeInTheDocument();
    expect(screen.queryByText('Geen artikels gevonden.')).not.toBeInTheDocument();
  });

  it('ends with a call to the shop and to register', async () => {
    stubBlog([]);
    await openHome();
    expect(screen.getByRole('link', { name: 'Naar de shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Maak een account aan' })).toHaveAttribute('href', '/register');
  });
});
