import { type LegalPage, legalPageMessages } from '@shop/shared/legal-pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const page = (slug: string, title: string, body: string): LegalPage => ({
  slug,
  title,
  body,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The admin pages API as a tiny server: the pages, what was sent, and a failure to answer with. */
let pages: LegalPage[];
let sent: { method: string; url: string; body: unknown }[];
let answerWrites: (() => Response) | null;

beforeEach(() => {
  pages = [
    page('voorwaarden', 'Algemene voorwaarden', 'Deze voorwaarden gelden.'),
    page('privacy', 'Privacyverklaring', 'We bewaren weinig.'),
    page('herroepingsrecht', 'Herroepingsrecht', '## Modelformulier voor herroeping'),
  ];
  sent = [];
  answerWrites = null;
  logInAs('admin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === '/api/admin/pages') return json(200, pages);
      if (!url.startsWith('/api/admin/pages/')) return json(200, []);
      const body = JSON.parse(String(init?.body));
      sent.push({ method, url, body });
      if (answerWrites) return answerWrites();
      const slug = url.split('/').at(-1);
      pages = pages.map((p) =>
        p.slug === slug ? { ...p, ...body, updatedAt: '2026-11-26T09:30:00.000Z' } : p,
      );
      return json(
        200,
        pages.find((p) => p.slug === slug),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the legal pages screen', () => {
  it('lists the pages with their address and a way to see and edit each', async () => {
    renderApp('/admin/pages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Juridische teksten' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Algemene voorwaarden',
      'Privacyverklaring',
      'Herroepingsrecht',
    ]);
    expect(within(table).getByRole('link', { name: 'Bekijken: Privacyverklaring' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const menu = await screen.findByRole('navigation', { name: 'Adminmenu' });
    expect(within(menu).getByRole('link', { name: 'Juridische teksten' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
  });

  it('edits a page with a preview, checks the rules, and saves it', async () => {
    renderApp('/admin/pages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewerken: Herroepingsrecht' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Herroepingsrecht bewerken' })).toBeInTheDocument();
    const title = screen.getByLabelText('Titel');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Herroepingsrecht');
    const body = screen.getByLabelText('Tekst');
    expect(body).toHaveValue('## Modelformulier voor herroeping');

    await user.clear(title);
    await user.clear(body);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(legalPageMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Tekst')).toHaveAccessibleDescription(
      expect.stringContaining(legalPageMessages.bodyRequired),
    );
    expect(sent).toEqual([]);

    await user.type(title, 'Bedenktijd');
    await user.type(body, '## Termijn{enter}{enter}Je hebt **14 dagen**. <script>x</script>');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld' }));
    const preview = screen.getByRole('region', { name: 'Voorbeeld' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Termijn' })).toBeInTheDocument();
    expect(within(preview).getByText('14 dagen').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(legalPageMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/pages/herroepingsrecht',
        body: { title: 'Bedenktijd', body: '## Termijn\n\nJe hebt **14 dagen**. <script>x</script>' },
      },
    ]);
    expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Bedenktijd' })).toBeInTheDocument(),
    );
    // Typing on a busy machine: a limit, not a speed target.
  }, 15_000);

  it("puts the server's refusal under its field, says so when saving fails otherwise, and cancels", async () => {
    renderApp('/admin/pages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewerken: Privacyverklaring' }));
    answerWrites = () =>
      json(400, {
        error: { code: 'VALIDATION_ERROR', message: 'Ongeldige invoer.', details: { body: ['Te lang'] } },
      });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Te lang')).toBeInTheDocument();

    answerWrites = () => apiError(500, 'INTERNAL_ERROR', 'kapot');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(legalPageMessages.saveFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument();
    expect(pages.find((p) => p.slug === 'privacy')?.title).toBe('Privacyverklaring');
  });
});
