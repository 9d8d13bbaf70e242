import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../test/render.tsx';

const REASON = 'We tellen de voorraad; zo zijn we terug.';

/** Every data request answers `failure`, except the ones `ok` lets through. */
function answerEverything(failure: () => Response, ok: (url: string) => boolean = () => false) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (ok(url)) return json(200, []);
    return failure();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('a failed load says why, on every page (decision 037)', () => {
  const lock = () => apiError(423, 'LOCKED', REASON);

  it.each([
    ['/', 'the newest articles on home'],
    ['/shop', 'the shop'],
    ['/shop/gel-citrus', 'a product'],
    ['/blog', 'the blog list'],
    ['/blog/category/voedingsbasis', 'a blog category'],
    ['/blog/koolhydraten', 'a post'],
  ])('a guest on %s (%s) reads the lock reason', async (path) => {
    answerEverything(lock);
    renderApp(path);
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.queryByText(/Geen (blogposts|producten|artikels) gevonden/)).not.toBeInTheDocument();
  });

  it.each([
    ['/profile', 'the profile'],
    ['/notificaties', 'the notifications'],
    ['/mijn-berichten', 'the own messages'],
    ['/mijn-berichten/m1', 'an own message'],
    ['/cart', 'the cart'],
    ['/checkout', 'checkout'],
  ])('a user on %s (%s) reads the lock reason', async (path) => {
    logInAs('user');
    answerEverything(lock, (url) => url.includes('/notifications/stream'));
    renderApp(path);
    expect((await screen.findAllByText(REASON)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Geen notificaties op dit moment.')).not.toBeInTheDocument();
    expect(screen.queryByText('Je winkelwagen is leeg.')).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/products'],
    ['/admin/orders'],
    ['/admin/blogs'],
    ['/admin/users'],
    ['/admin/route-locks'],
  ])('an admin on %s reads an outage in the server words', async (path) => {
    logInAs('admin');
    answerEverything(() => apiError(503, 'UNAVAILABLE', 'De database is even onbereikbaar.'));
    renderApp(path);
    expect(await screen.findByText('De database is even onbereikbaar.')).toBeInTheDocument();
  });

  it('says the shop is unreachable when no answer came, and loads again on request', async () => {
    let reachable = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return String(input).startsWith('/api/products')
        ? json(200, { data: [], page: 1, limit: 12, totalPages: 1, totalRecords: 0 })
        : json(200, []);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/shop');
    const user = userEvent.setup();
    expect(
      await screen.findByText('De winkel is even niet bereikbaar. Probeer het zo opnieuw.'),
    ).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Geen producten gevonden.')).toBeInTheDocument();
  });
});
