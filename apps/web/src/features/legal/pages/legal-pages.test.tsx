import type { LegalPage } from '@shop/shared/legal-pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { apiError, json, renderApp } from '../../../test/render.tsx';
import { meta, prefetch } from './legal-page.tsx';

const page = (slug: string, title: string, body: string): LegalPage => ({
  slug,
  title,
  body,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The pages API as a tiny server: each slug's answer. */
let answers: Record<string, () => Response>;
let calls: string[];

beforeEach(() => {
  calls = [];
  answers = {
    voorwaarden: () =>
      json(
        200,
        page(
          'voorwaarden',
          'Algemene voorwaarden',
          'Deze voorwaarden gelden voor elke bestelling.\n\n## 1. Wie wij zijn\n\n- Loopvoeding B.V.\n\nZie ook het [herroepingsrecht](/herroepingsrecht).',
        ),
      ),
    privacy: () => json(200, page('privacy', 'Privacyverklaring', 'We bewaren **zo weinig mogelijk**.')),
    herroepingsrecht: () =>
      json(200, page('herroepingsrecht', 'Herroepingsrecht', '## Modelformulier voor herroeping\n\n- Aan:')),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const slug = /^\/api\/pages\/([^/?]+)$/.exec(url)?.[1];
      if (slug) return answers[slug]?.() ?? apiError(404, 'NOT_FOUND', 'Pagina niet gevonden.');
      return json(200, []);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a legal page', () => {
  it("shows the admin's title, the date of the last change and the markdown as HTML elements", async () => {
    renderApp('/voorwaarden');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Algemene voorwaarden — Loopvoeding');
    expect(screen.getByText(/^Laatst bijgewerkt op/)).toHaveTextContent(
      'Laatst bijgewerkt op 20 november 2026',
    );
    expect(screen.getByRole('heading', { level: 2, name: '1. Wie wij zijn' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('listitem')).toHaveTextContent('Loopvoeding B.V.');
    expect(screen.getByRole('link', { name: 'herroepingsrecht' })).toHaveAttribute(
      'href',
      '/herroepingsrecht',
    );
    expect(calls).toContain('/api/pages/voorwaarden');
  });

  it('keeps HTML and script in the markdown inert: no element of it, no script link', async () => {
    answers.privacy = () =>
      json(
        200,
        page(
          'privacy',
          'Privacyverklaring',
          'Veilig <script>window.gehackt = true</script> <b>vet</b> <img src="x" onerror="window.gehackt = true">\n\n[klik hier](javascript:window.gehackt=true)\n\n<iframe src="https://example.com"></iframe>',
        ),
      );
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Veilig');
    for (const tag of ['script', 'b', 'img', 'iframe']) expect(main.querySelector(tag)).toBeNull();
    expect(within(main).getByText('klik hier').closest('a')).toBeNull();
    expect((window as { gehackt?: boolean }).gehackt).toBeUndefined();
  });

  it('says a page is not there, with a way on', async () => {
    answers.herroepingsrecht = () => apiError(404, 'NOT_FOUND', 'Pagina niet gevonden.');
    renderApp('/herroepingsrecht');
    expect(await screen.findByText('Pagina niet gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
  });

  it('says a page could not be loaded, and loads it again on request', async () => {
    const privacy = answers.privacy!;
    answers.privacy = () => apiError(500, 'INTERNAL_ERROR', 'kapot');
    renderApp('/privacy');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze pagina kon niet geladen worden.');
    answers.privacy = privacy;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeInTheDocument();
  });

  it("gives the server the address's text and its head: title, the text's first words and its address", async () => {
    const queryClient = createQueryClient();
    await prefetch(queryClient, { params: {}, request: new Request('http://localhost/privacy/') });
    expect(calls).toEqual(['/api/pages/privacy']);
    expect(meta(queryClient, {}, 'http://localhost')).toEqual({
      title: 'Privacyverklaring',
      description: 'We bewaren zo weinig mogelijk.',
      path: '/privacy',
    });

    // Nothing in the cache (the page failed to load): index.html's head.
    const failed = createQueryClient();
    answers.herroepingsrecht = () => apiError(404, 'NOT_FOUND', 'Pagina niet gevonden.');
    await prefetch(failed, { params: {}, request: new Request('http://localhost/herroepingsrecht') });
    expect(meta(failed, {}, 'http://localhost')).toBeNull();
  });
});

describe("the footer's legal links", () => {
  it('lead to the terms, the privacy statement and the withdrawal right', async () => {
    const { router } = renderApp('/about');
    const user = userEvent.setup();
    const legal = screen.getByRole('navigation', { name: 'Juridische informatie' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Algemene voorwaarden', '/voorwaarden'],
      ['Privacyverklaring', '/privacy'],
      ['Herroepingsrecht', '/herroepingsrecht'],
    ]);
    await user.click(within(legal).getByRole('link', { name: 'Herroepingsrecht' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Herroepingsrecht' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Modelformulier voor herroeping' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/herroepingsrecht');
  });
});
