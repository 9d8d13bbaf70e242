import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, makePost, paged, stubApi } from '../test-fixtures.ts';

beforeEach(() => logInAs('admin', 900, 'admin@loopvoeding.nl'));
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: { init?: RequestInit | undefined } | undefined) => JSON.parse(String(call?.init?.body));

describe('new blog form', () => {
  it('shows every validation message of the spec and sends nothing', async () => {
    const fetchMock = stubApi(() => undefined);
    renderApp('/admin/new-blog');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Afbeelding (URL)'), 'geen url');
    await user.click(screen.getByLabelText('Samenvatting'));
    await user.paste('x'.repeat(301));
    await user.type(screen.getByLabelText('Inhoud'), 'te kort');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Titel is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Slug is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Inhoud is te kort')).toBeInTheDocument();
    expect(screen.getByText('Max 300 tekens')).toBeInTheDocument();
    expect(screen.getByText('Selecteer een geldige categorie')).toBeInTheDocument();
    expect(screen.getByText('Ongeldige afbeelding URL')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/blog').filter(({ init }) => init?.method === 'POST')).toHaveLength(0);
  });

  it('derives the slug until edited, adds trimmed tags, previews markdown, saves a draft and goes to /blog', async () => {
    const fetchMock = stubApi((url, init) =>
      url.pathname === '/api/blog' && init?.method === 'POST' ? json(201, makePost()) : undefined,
    );
    const { router } = renderApp('/admin/new-blog');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titel'), 'Zout & Zweet: deel 2');
    expect(screen.getByLabelText('Slug')).toHaveValue('zout-zweet-deel-2');

    await user.selectOptions(screen.getByLabelText('Categorie'), 'Hydratatie & Elektrolyten');
    await user.type(screen.getByLabelText('Inhoud'), '## Kopje\n\nGenoeg tekst hier.');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld' }));
    expect(screen.getByRole('heading', { name: 'Kopje' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bewerken' }));

    const tagInput = screen.getByLabelText('Nieuwe tag');
    await user.type(tagInput, '  natrium  {Enter}');
    await user.type(tagInput, '   {Enter}');
    await user.type(tagInput, 'zweet');
    await user.click(screen.getByRole('button', { name: 'Tag toevoegen' }));
    await user.type(tagInput, 'weg{Enter}');
    await user.click(screen.getByRole('button', { name: 'Verwijder tag weg' }));
    expect(screen.getByText('#natrium')).toBeInTheDocument();
    expect(screen.getByText('#zweet')).toBeInTheDocument();

    const publish = screen.getByRole('checkbox', { name: 'Publiceren' });
    expect(publish).not.toBeChecked();
    expect(screen.getByText('Concept')).toBeInTheDocument();

    // A slug edited by hand no longer follows the title.
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'zout-deel-twee');
    await user.type(screen.getByLabelText('Titel'), '!');
    expect(screen.getByLabelText('Slug')).toHaveValue('zout-deel-twee');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    const post = callsTo(fetchMock, '/api/blog').find(({ init }) => init?.method === 'POST');
    expect(bodyOf(post)).toEqual({
      title: 'Zout & Zweet: deel 2!',
      slug: 'zout-deel-twee',
      image: null,
      category: 'Hydratatie & Elektrolyten',
      excerpt: '',
      content: '## Kopje\n\nGenoeg tekst hier.',
      tags: ['natrium', 'zweet'],
      isPublished: false,
    });
  });

  it('says "Publicatie mislukt." when saving fails', async () => {
    stubApi((url, init) =>
      url.pathname === '/api/blog' && init?.method === 'POST' ? apiError(500) : undefined,
    );
    renderApp('/admin/new-blog');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titel'), 'Een titel');
    await user.selectOptions(screen.getByLabelText('Categorie'), 'Voedingsbasis');
    await user.type(screen.getByLabelText('Inhoud'), 'Voldoende inhoud.');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publicatie mislukt.');
  });
});

describe('edit blog form', () => {
  it('loads the post, publishes it and returns to /admin/blogs', async () => {
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === '/api/blog/p1' && (init?.method ?? 'GET') === 'GET') {
        return json(200, makePost({ isPublished: false }));
      }
      if (url.pathname === '/api/blog/p1' && init?.method === 'PUT') return json(200, makePost());
      return undefined;
    });
    const { router } = renderApp('/admin/edit-blog/p1');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Titel')).toHaveValue('Gels per uur');
    await user.type(screen.getByLabelText('Titel'), ' (update)');
    expect(screen.getByLabelText('Slug')).toHaveValue('gels-per-uur');
    await user.click(screen.getByRole('checkbox', { name: 'Publiceren' }));
    expect(screen.getByText('Gepubliceerd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    const put = callsTo(fetchMock, '/api/blog/p1').find(({ init }) => init?.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({
      title: 'Gels per uur (update)',
      isPublished: true,
      tags: ['gels', 'marathon'],
    });
  });

  it('shows the load and update errors of the spec', async () => {
    stubApi((url) => (url.pathname === '/api/blog/p404' ? apiError(404) : undefined));
    const first = renderApp('/admin/edit-blog/p404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij ophalen blog');
    first.unmount();

    stubApi((url, init) => {
      if (url.pathname !== '/api/blog/p1') return undefined;
      return init?.method === 'PUT' ? apiError(500) : json(200, makePost());
    });
    renderApp('/admin/edit-blog/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bijwerken mislukt.');
  });
});

describe('admin blog list, info and stats', () => {
  it('filters through the query string, pages with 50 by default and shows status', async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === '/api/blog'
        ? json(200, paged([makePost(), makePost({ _id: 'p2', title: 'Concept-stuk', isPublished: false })]))
        : undefined,
    );
    const { router } = renderApp('/admin/blogs?isPublished=false&tag=gels');
    const user = userEvent.setup();
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveTextContent('Gepubliceerd');
    expect(cards[1]).toHaveTextContent('Concept');
    expect(within(cards[1]!).getByRole('link', { name: 'Info: Concept-stuk' })).toHaveAttribute(
      'href',
      '/admin/blog-info/p2',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Bewerken: Concept-stuk' })).toHaveAttribute(
      'href',
      '/admin/edit-blog/p2',
    );
    expect(Object.fromEntries(callsTo(fetchMock, '/api/blog').at(-1)!.url.searchParams)).toEqual({
      isPublished: 'false',
      tag: 'gels',
      page: '1',
      limit: '50',
    });
    expect(screen.getByRole('link', { name: 'Nieuwe blog' })).toHaveAttribute('href', '/admin/new-blog');

    await user.type(screen.getByLabelText('Titel'), 'gel');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?title=gel&tag=gels&isPublished=false&page=1&limit=50'),
    );
    await user.selectOptions(screen.getByLabelText('Per pagina'), '10');
    await waitFor(() => expect(router.state.location.search).toContain('limit=10'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10'));
  });

  it('deletes after confirmation and shows the empty state', async () => {
    let posts = [makePost()];
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === '/api/blog/p1' && init?.method === 'DELETE') {
        posts = [];
        return new Response(null, { status: 204 });
      }
      return url.pathname === '/api/blog' ? json(200, paged(posts)) : undefined;
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/blogs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Gels per uur' }));
    expect(confirm).toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/blog/p1')).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Verwijderen: Gels per uur' }));
    expect(await screen.findByText('📭 Geen blogs gevonden.')).toBeInTheDocument();
  });

  it('shows the info page with edit and stats links, and the likes on the stats page', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/blog/p1') return json(200, makePost());
      if (url.pathname === '/api/blog/p1/stats') {
        return json(200, {
          likes: [
            {
              userId: { _id: 'u1', firstName: 'Eva', lastName: 'de Boer', email: 'eva@example.nl' },
              at: '2026-11-04T08:00:00.000Z',
            },
          ],
        });
      }
      return undefined;
    });
    const info = renderApp('/admin/blog-info/p1');
    expect(await screen.findByRole('heading', { name: 'Gels per uur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bewerken' })).toHaveAttribute('href', '/admin/edit-blog/p1');
    expect(screen.getByRole('link', { name: 'Statistieken' })).toHaveAttribute(
      'href',
      '/admin/blogs/p1/stats',
    );
    expect(screen.getByRole('link', { name: /Terug naar blogs/ })).toHaveAttribute('href', '/admin/blogs');
    info.unmount();

    renderApp('/admin/blogs/p1/stats');
    expect(await screen.findByText('Eva de Boer')).toBeInTheDocument();
    expect(screen.getByText('eva@example.nl')).toBeInTheDocument();
  });

  it("says 'Niet gepubliceerd' for a post taken back to draft, though it keeps its first publication date", async () => {
    stubApi((url) =>
      url.pathname === '/api/blog/p1' ? json(200, makePost({ isPublished: false })) : undefined,
    );
    renderApp('/admin/blog-info/p1');
    expect(await screen.findByText('Niet gepubliceerd')).toBeInTheDocument();
  });

  it('says "Likes ophalen mislukt." when the stats fail', async () => {
    stubApi((url) => (url.pathname === '/api/blog/p1/stats' ? apiError(500) : undefined));
    renderApp('/admin/blogs/p1/stats');
    expect(await screen.findByText('Likes ophalen mislukt.')).toBeInTheDocument();
  });
});
