import type { Media } from '@shop/shared/media';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '../../../lib/media/upload-photo.ts';
import { aMedia } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, makePost, paged, stubApi } from '../test-fixtures.ts';

vi.mock('../../../lib/media/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));

beforeEach(() => {
  logInAs('admin', 900, 'admin@loopvoeding.nl');
  vi.mocked(uploadPhoto).mockImplementation(async () => aMedia());
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: { init?: RequestInit | undefined } | undefined) => JSON.parse(String(call?.init?.body));
const photo = (name: string) => new File(['foto'], name, { type: 'image/jpeg' });
const coverGroup = () => screen.getByRole('group', { name: 'Omslagfoto' });

async function fillValidPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Titel'), 'Gels in de regen');
  await user.selectOptions(screen.getByLabelText('Categorie'), 'Voedingsbasis');
  await user.type(screen.getByLabelText('Inhoud'), 'Voldoende inhoud.');
}

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
      cover: null,
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

  it('uploads a cover above the image URL, waits for it before saving, and sends its id and trimmed alt text', async () => {
    const fetchMock = stubApi((url, init) =>
      url.pathname === '/api/blog' && init?.method === 'POST' ? json(201, makePost()) : undefined,
    );
    const { router } = renderApp('/admin/new-blog');
    const user = userEvent.setup();
    await fillValidPost(user);
    const imageUrl = screen.getByLabelText('Afbeelding (URL)');
    expect(coverGroup().compareDocumentPosition(imageUrl)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const media = aMedia();
    let finish: (media: Media) => void = () => undefined;
    vi.mocked(uploadPhoto).mockImplementationOnce(
      () =>
        new Promise<Media>((resolve) => {
          finish = resolve;
        }),
    );
    await user.upload(screen.getByLabelText('Foto kiezen'), photo('regen.jpg'));
    expect(screen.getByRole('button', { name: 'Wacht op de foto...' })).toBeDisabled();
    await act(async () => finish(media));
    expect(await screen.findByRole('button', { name: 'Opslaan' })).toBeEnabled();
    const alt = within(coverGroup()).getByLabelText('Beschrijving (alt-tekst)');
    expect(alt).toHaveValue('Gels in de regen');
    expect(coverGroup().querySelector('img')).toHaveAttribute('srcset', media.srcSet.webp);

    await user.clear(alt);
    await user.type(alt, '  Gels op een natte weg  ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    const post = callsTo(fetchMock, '/api/blog').find(({ init }) => init?.method === 'POST');
    expect(bodyOf(post)).toMatchObject({
      title: 'Gels in de regen',
      image: null,
      cover: { mediaId: media._id, alt: 'Gels op een natte weg' },
    });
  });

  it('asks for the cover’s alt text, and shows the server’s word on a cover that is gone beside it', async () => {
    const fetchMock = stubApi((url, init) =>
      url.pathname === '/api/blog' && init?.method === 'POST'
        ? json(400, {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Ongeldige invoer.',
              details: { cover: ['Een van de foto’s bestaat niet meer. Upload hem opnieuw.'] },
            },
          })
        : undefined,
    );
    renderApp('/admin/new-blog');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Foto kiezen'), photo('zonder-titel.jpg'));
    const alt = await within(coverGroup()).findByLabelText('Beschrijving (alt-tekst)');
    expect(alt).toHaveValue('');
    await fillValidPost(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(coverGroup()).findByText('Beschrijf elke foto in een paar woorden (alt-tekst).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/blog').filter(({ init }) => init?.method === 'POST')).toHaveLength(0);

    await user.type(alt, 'Gel');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publicatie mislukt.');
    expect(
      within(coverGroup()).getByText('Een van de foto’s bestaat niet meer. Upload hem opnieuw.'),
    ).toBeInTheDocument();
    expect(coverGroup()).toHaveAccessibleDescription(
      expect.stringContaining('Een van de foto’s bestaat niet meer. Upload hem opnieuw.'),
    );
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

  it('shows the post’s cover with its alt text, and sends null once it is taken out', async () => {
    const media = aMedia();
    const fetchMock = stubApi((url, init) => {
      if (url.pathname !== '/api/blog/p1') return undefined;
      return init?.method === 'PUT'
        ? json(200, makePost())
        : json(200, makePost({ cover: { alt: 'Gels', media } }));
    });
    const { router } = renderApp('/admin/edit-blog/p1');
    const user = userEvent.setup();
    const alt = await within(await screen.findByRole('group', { name: 'Omslagfoto' })).findByLabelText(
      'Beschrijving (alt-tekst)',
    );
    expect(alt).toHaveValue('Gels');
    expect(coverGroup().querySelector('img')).toHaveAttribute('srcset', media.srcSet.webp);
    await user.click(screen.getByRole('button', { name: 'Omslagfoto verwijderen' }));
    expect(screen.getByLabelText('Foto kiezen')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    const put = callsTo(fetchMock, '/api/blog/p1').find(({ init }) => init?.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({ title: 'Gels per uur', cover: null });
  });

  it('sends the post’s cover as it was when it is left alone', async () => {
    const media = aMedia();
    const fetchMock = stubApi((url, init) => {
      if (url.pathname !== '/api/blog/p1') return undefined;
      return init?.method === 'PUT'
        ? json(200, makePost())
        : json(200, makePost({ cover: { alt: 'Gels', media } }));
    });
    const { router } = renderApp('/admin/edit-blog/p1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    const put = callsTo(fetchMock, '/api/blog/p1').find(({ init }) => init?.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({ cover: { mediaId: media._id, alt: 'Gels' } });
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
