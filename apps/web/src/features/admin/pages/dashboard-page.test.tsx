import type { Dashboard } from '@shop/shared/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { emptyDashboard, makeDashboard } from '../test-fixtures.ts';

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

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Answers the dashboard with `answer()` (each call anew) and keeps the addresses it was asked. */
function stubDashboard(answer: () => Response | Promise<Response>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/dashboard') return json(200, {});
      urls.push(url);
      return answer();
    }),
  );
  return urls;
}

const figures = (dashboard: Dashboard) => () => json(200, dashboard);

/** The figure card named `label`, as a screen reader reaches it. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('the admin dashboard', () => {
  it('shows the period’s sales in euros, the charts with their numbers, the best sellers and the work waiting', async () => {
    logInAs('admin');
    stubDashboard(figures(makeDashboard()));
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Periode: 1 mrt. 2026 t/m 3 mrt. 2026' }),
    ).toBeInTheDocument();
    expect(within(card('Omzet (incl. btw)')).getByText('€ 1.234,50')).toBeInTheDocument();
    expect(within(card('Omzet (incl. btw)')).getByText('waarvan btw € 102,05')).toBeInTheDocument();
    expect(within(card('Bestellingen')).getByText('3')).toBeInTheDocument();
    expect(within(card('Gemiddelde bestelling')).getByText('€ 411,50')).toBeInTheDocument();
    expect(within(card('Terugbetaald')).getByText('€ 42,50')).toBeInTheDocument();
    expect(within(card('Terugbetaald')).getByText('1 bestelling')).toBeInTheDocument();

    // Each chart with its numbers beside it, for screen readers.
    const perDay = screen.getByRole('region', { name: 'Omzet en bestellingen per dag' });
    expect(within(perDay).getByText('1 mrt.: € 1.000,00, 1 bestelling')).toBeInTheDocument();
    expect(within(perDay).getByText('2 mrt.: € 0,00, 0 bestellingen')).toBeInTheDocument();
    expect(within(perDay).getByText('3 mrt.: € 234,50, 2 bestellingen')).toBeInTheDocument();
    const perWeek = screen.getByRole('region', { name: 'Omzet en bestellingen per week' });
    expect(within(perWeek).getByText('week 9 (vanaf 23 feb.): € 1.000,00, 1 bestelling')).toBeInTheDocument();
    expect(within(perWeek).getByText('week 10 (vanaf 2 mrt.): € 234,50, 2 bestellingen')).toBeInTheDocument();
    const byQuantity = screen.getByRole('region', { name: 'Meest verkocht (stuks)' });
    expect(within(byQuantity).getByText('Energiereep: 12')).toBeInTheDocument();
    expect(within(byQuantity).getByText('Oude gel: 2')).toBeInTheDocument();
    const byRevenue = screen.getByRole('region', { name: 'Meeste omzet' });
    expect(within(byRevenue).getByText('Hartslagmeter: € 1.000,00')).toBeInTheDocument();
    // The charts themselves: days on the axis as '1 mrt.', weeks as 'week 9'.
    await waitFor(() =>
      expect(
        [...perDay.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
          (tick) => tick.textContent,
        ),
      ).toEqual(['1 mrt.', '2 mrt.', '3 mrt.']),
    );
    expect(
      [...perWeek.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
        (tick) => tick.textContent,
      ),
    ).toEqual(['week 9', 'week 10']);

    const waiting = screen.getByRole('region', { name: 'Wacht op jou' });
    expect(within(card('Supportvragen over de SLA')).getByText('2')).toBeInTheDocument();
    expect(within(card('Mislukte e-mails')).getByText('1')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Naar de supportvragen' })).toHaveAttribute(
      'href',
      '/admin/contact',
    );
    expect(within(waiting).getByRole('link', { name: 'Naar de mislukte e-mails' })).toHaveAttribute(
      'href',
      '/admin/mail?status=failed',
    );
    expect(screen.queryByText('Nog geen bestellingen in deze periode.')).not.toBeInTheDocument();
  });

  it("says 'Nog geen bestellingen in deze periode.' instead of charts when nothing sold", async () => {
    logInAs('admin');
    stubDashboard(figures(emptyDashboard()));
    renderApp('/admin');
    expect(await screen.findByText('Nog geen bestellingen in deze periode.')).toBeInTheDocument();
    expect(within(card('Omzet (incl. btw)')).getByText('€ 0,00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Omzet en bestellingen per dag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meest verkocht (stuks)' })).not.toBeInTheDocument();
    // What waits is shown whatever sold.
    expect(screen.getByRole('region', { name: 'Wacht op jou' })).toBeInTheDocument();
  });

  it('says it is loading until the figures arrive', async () => {
    logInAs('admin');
    let arrive: (response: Response) => void = () => {};
    stubDashboard(() => new Promise<Response>((resolve) => (arrive = resolve)));
    renderApp('/admin');
    expect(await screen.findByText('Cijfers laden...')).toBeInTheDocument();
    // The tiles do not wait for the figures.
    expect(screen.getByRole('navigation', { name: 'Beheren' })).toBeInTheDocument();
    arrive(json(200, makeDashboard()));
    expect(await screen.findByText('€ 1.234,50')).toBeInTheDocument();
    expect(screen.queryByText('Cijfers laden...')).not.toBeInTheDocument();
  });

  it('says the figures could not be loaded, never that nothing sold, and loads them again on request', async () => {
    logInAs('admin');
    let fail = true;
    stubDashboard(() =>
      fail ? apiError(500, 'INTERNAL_ERROR', 'Er ging iets mis op de server.') : json(200, makeDashboard()),
    );
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De cijfers konden niet geladen worden.');
    expect(screen.queryByText('Nog geen bestellingen in deze periode.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('€ 1.234,50')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    logInAs('admin');
    const urls = stubDashboard(figures(makeDashboard()));
    const { router } = renderApp('/admin');
    await screen.findByText('€ 1.234,50');
    expect(urls[0]!.search).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Van'), '2026-03-01');
    await user.type(screen.getByLabelText('Tot en met'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(urls.at(-1)!.search).toBe('?from=2026-03-01&to=2026-03-31'));
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');
  });
});
