import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, makePost, paged, stubApi } from '../test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const lastListQuery = (fetchMock: ReturnType<typeof stubApi>) => {
  const calls = callsTo(fetchMock, '/api/blog');
  return Object.fromEntries(calls.at(-1)!.url.searchParams);
};

describe('blog list page', () => {
  it('reads search, sort, categories and page from the URL and asks the API for published posts', async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === '/api/blog' ? json(200, paged([makePost()], 2, 3)) : undefined,
    );
    renderApp('/blog?search=gel&sortBy=likes&category=Voedingsbasis,Data%20%26%20Tech&page=2');
    expect(await screen.findByRole('link', { name: 'Gels per uur' })).toHaveAttribute(
      'href',
      '/blog/gels-per-uur',
    );
    expect(lastListQuery(fetchMock)).toEqual({
      search: 'gel',
      sortBy: 'likes',
      category: 'Voedingsbasis,Data & Tech',
      page: '2',
      limit: '6',
      isPublished: 'true',
    });
    expect(screen.getByPlaceholderText('Zoek op titel of tag...')).toHaveValue('gel');
    expect(screen.getByRole('button', { name: 'Meeste likes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Voedingsbasis' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pagina 2 van 3')).toBeInTheDocument();
  });

  it('resets the page to 1 when the sort, a category or the search changes', async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === '/api/blog'
        ? json(200, paged([makePost()], Number(url.searchParams.get('page')), 3))
        : undefined,
    );
    const { router } = renderApp('/blog?page=3');
    const user = userEvent.setup();
    await screen.findByText('Pagina 3 van 3');

    await user.click(screen.getByRole('button', { name: 'Meeste reacties' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=comments'));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=comments&page=2'));

    await user.click(screen.getByRole('button', { name: 'Herstel & Rebuild' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortBy=comments&category=Herstel+%26+Rebuild'),
    );
    expect(lastListQuery(fetchMock)).toMatchObject({ category: 'Herstel & Rebuild', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Herstel & Rebuild' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=comments'));

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=comments&page=2'));
    await user.type(screen.getByPlaceholderText('Zoek op titel of tag...'), ' zout {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=zout&sortBy=comments'));
  });

  it('shows cards with category, date, excerpt or the start of the content, and tags', async () => {
    const longContent = `**Vet** ${'a'.repeat(250)}`;
    stubApi((url) =>
      url.pathname === '/api/blog'
        ? json(
            200,
            paged([
              makePost(),
              makePost({
                _id: 'p2',
                slug: 'twee',
                title: 'Zonder samenvatting',
                excerpt: '',
                content: longContent,
              }),
            ]),
          )
        : undefined,
    );
    renderApp('/blog');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Race & Training Fuel');
    expect(cards[0]).toHaveTextContent('Zo bouw je je wedstrijdvoeding op.');
    expect(cards[0]).toHaveTextContent('#gels');
    expect(within(cards[1]!).getByText(`Vet ${'a'.repeat(196)}...`)).toBeInTheDocument();
  });

  it('never shows drafts, even to an admin', async () => {
    logInAs('admin');
    stubApi((url) =>
      url.pathname === '/api/blog'
        ? json(
            200,
            paged([
              makePost(),
              makePost({ _id: 'p2', slug: 'concept', title: 'Concept', isPublished: false }),
            ]),
          )
        : undefined,
    );
    renderApp('/blog');
    expect(await screen.findByRole('link', { name: 'Gels per uur' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Concept' })).not.toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    stubApi((url) => (url.pathname === '/api/blog' ? json(200, paged([])) : undefined));
    renderApp('/blog?search=bestaatniet');
    expect(await screen.findByText('Geen blogposts gevonden.')).toBeInTheDocument();
  });

  it('folds the category chips behind a button on small screens', async () => {
    stubApi((url) => (url.pathname === '/api/blog' ? json(200, paged([])) : undefined));
    renderApp('/blog?category=Voedingsbasis');
    const toggle = await screen.findByRole('button', { name: 'Categorieën (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('blog category page', () => {
  it('lists only the category of the URL slug', async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === '/api/blog' ? json(200, paged([makePost()])) : undefined,
    );
    renderApp('/blog/category/race-en-training-fuel?category=Voedingsbasis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Race & Training Fuel' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Gels per uur' });
    expect(lastListQuery(fetchMock).category).toBe('Race & Training Fuel');
    expect(screen.queryByRole('button', { name: 'Voedingsbasis' })).not.toBeInTheDocument();
  });

  it('says an unknown category does not exist', async () => {
    const fetchMock = stubApi(() => undefined);
    renderApp('/blog/category/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze categorie bestaat niet.' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/blog')).toHaveLength(0);
  });
});
