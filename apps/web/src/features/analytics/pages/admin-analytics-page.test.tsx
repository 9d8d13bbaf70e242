import type { Visit, VisitSummary } from '@shop/shared/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  _id: 'v1',
  path: '/shop',
  durationMs: 42_400,
  user: { _id: 'u1', firstName: 'Vera', lastName: 'Bezoeker', email: 'vera@example.nl' },
  device: 'Mozilla/5.0 (iPhone)',
  deviceClass: 'mobile',
  browser: 'Safari',
  referrer: 'https://zoek.example/',
  startedAt: '2026-04-02T08:00:00.000Z',
  endedAt: '2026-04-02T08:00:42.400Z',
  ...overrides,
});

const summary: VisitSummary = {
  totalVisits: 3,
  averageDurationMs: 20_000,
  visitsPerDay: [{ day: '2026-04-02', visits: 3 }],
  topPages: [{ path: '/shop', visits: 2, averageDurationMs: 20_000 }],
  devices: [{ device: 'mobile', visits: 3 }],
  browsers: [{ browser: 'Safari', visits: 3 }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stub(visits: Visit[], totalPages = 1) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      if (url.pathname === '/api/admin/analytics/visits')
        return json(200, { data: visits, page: 1, limit: 50, totalPages, totalRecords: visits.length });
      if (url.pathname === '/api/admin/analytics/summary') return json(200, summary);
      return json(200, []);
    }),
  );
  return urls;
}

describe('visit statistics', () => {
  it("shows each visit with seconds, the visitor or 'anoniem', '-' without a referrer, and the pager", async () => {
    logInAs('admin');
    stub([visit(), visit({ _id: 'v2', user: null, referrer: '', path: '/blog' })], 2);
    renderApp('/admin/analytics');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('42')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Vera Bezoeker (vera@example.nl)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('anoniem')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van 2 — 2 resultaten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bezoeken per dag' })).toBeInTheDocument();
    expect(screen.getByText('20 s')).toBeInTheDocument();
  });

  it("shows 'Geen resultaten gevonden.' and sends the filters to both the table and the summary", async () => {
    logInAs('admin');
    const urls = stub([]);
    renderApp('/admin/analytics');
    expect(await screen.findByText('Geen resultaten gevonden.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Pagina'), '/shop');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => {
      const asked = urls.filter((url) => url.searchParams.get('path') === '/shop').map((url) => url.pathname);
      expect(asked).toEqual(
        expect.arrayContaining(['/api/admin/analytics/visits', '/api/admin/analytics/summary']),
      );
    });
  });
});
