import type { Visit, VisitSummary } from '@shop/shared/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

// The test browser lays nothing out, so a responsive chart would measure 0 × 0 and draw nothing:
// here each chart gets the size it starts with in a real browser.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  const { cloneElement } = await import('react');
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 480, height: 224 }),
  };
});

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

  it("writes numbers and days in Dutch ('5,9 s', '25 nov.') and labels every bar of the most viewed pages", {
    timeout: 20_000,
  }, async () => {
    logInAs('admin');
    const dutch: VisitSummary = {
      totalVisits: 1234,
      averageDurationMs: 5_900,
      visitsPerDay: [
        { day: '2026-11-24', visits: 600 },
        { day: '2026-11-25', visits: 634 },
      ],
      topPages: ['/shop', '/blog', '/about', '/contact', '/support', '/cart', '/login', '/register'].map(
        (path, index) => ({ path, visits: 1200 - index * 100, averageDurationMs: 1000 }),
      ),
      devices: [{ device: 'mobile', visits: 1234 }],
      browsers: [{ browser: 'Safari', visits: 1234 }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/admin/analytics/visits')
          return json(200, {
            data: [visit({ durationMs: 5_900 })],
            page: 1,
            limit: 50,
            totalPages: 1,
            totalRecords: 1,
          });
        if (url.pathname === '/api/admin/analytics/summary') return json(200, dutch);
        return json(200, []);
      }),
    );
    const { container } = renderApp('/admin/analytics');
    expect(await screen.findByText('5,9 s')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    // The numbers beside the charts, for screen readers.
    expect(screen.getByText('25 nov.: 634')).toBeInTheDocument();
    expect(screen.getByText('/shop: 1.200')).toBeInTheDocument();
    // The charts themselves: days on the axis as '25 nov.', a label with its count on every bar.
    const panel = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('section') ?? container;
    await waitFor(() =>
      expect(
        panel('Bezoeken per dag').querySelectorAll('.recharts-cartesian-axis-tick-value'),
      ).not.toHaveLength(0),
    );
    const ticks = [
      ...panel('Bezoeken per dag').querySelectorAll(
        '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value',
      ),
    ];
    expect(ticks.map((tick) => tick.textContent)).toEqual(['24 nov.', '25 nov.']);
    const topPages = panel('Meest bekeken pagina’s');
    // The labels come once the bars have grown (recharts animates them in).
    await waitFor(
      () =>
        expect(
          [...topPages.querySelectorAll('.recharts-label-list text')].map((label) => label.textContent),
        ).toEqual(['1.200', '1.100', '1.000', '900', '800', '700', '600', '500']),
      { timeout: 5000 },
    );
    const pageNames = [
      ...topPages.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ];
    expect(pageNames.map((name) => name.textContent)).toEqual(dutch.topPages.map((row) => row.path));
  });
});
