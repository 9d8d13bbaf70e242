import type { PriceChangeEntry } from '@shop/shared/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, mockApi, pagedFixture, productFixture } from '../test-fixtures.ts';

beforeEach(() => logInAs('admin'));
afterEach(() => vi.unstubAllGlobals());

const product = productFixture({
  price: 12,
  discount: { type: 'percentage', value: 25 },
  referencePrice: 12,
});
const historyPath = `/api/admin/products/${product._id}/price-history`;

const change = (
  at: string,
  price: number,
  discount: PriceChangeEntry['discount'],
  effectivePrice: number,
) => ({
  at,
  price,
  discount,
  effectivePrice,
});

const newest = [
  change('2026-03-10T09:30:00.000Z', 12, { type: 'percentage', value: 25 }, 9),
  change('2026-02-01T12:00:00.000Z', 12, null, 12),
];
const older = [change('2026-01-05T08:15:00.000Z', 10, { type: 'fixed', value: 1.5 }, 8.5)];

function serve(history: (page: number) => Response) {
  return mockApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === `/api/products/${product._id}`) return json(200, product);
    if (url.pathname === historyPath) return history(Number(url.searchParams.get('page') ?? 1));
    return undefined;
  });
}

const historyPanel = () => screen.findByRole('region', { name: 'Prijsgeschiedenis' });
/** Each row's cells in order, as read (a cell's label where rows stack as cards, then its value). */
const rowTexts = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

describe('the price history on the edit page', () => {
  it('shows each change with its date, list price, discount and what a buyer paid, the newest first', async () => {
    serve((page) =>
      json(
        200,
        pagedFixture(page === 1 ? newest : older, { page, totalPages: 2, limit: 2, totalRecords: 3 }),
      ),
    );
    renderApp(`/admin/edit-product/${product._id}`);
    const panel = await historyPanel();
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(3));
    expect(rowTexts(panel)).toEqual([
      ['10-03-2026 10:30', 'Prijs:€ 12,00', 'Korting:25%', 'Klant betaalt:€ 9,00'],
      ['01-02-2026 13:00', 'Prijs:€ 12,00', 'Korting:—', 'Klant betaalt:€ 12,00'],
    ]);
    expect(within(panel).getByText(/Pagina 1 van 2 — 3 wijzigingen/)).toBeInTheDocument();

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Volgende' }));
    await waitFor(() =>
      expect(rowTexts(panel)).toEqual([
        ['05-01-2026 09:15', 'Prijs:€ 10,00', 'Korting:€ 1,50', 'Klant betaalt:€ 8,50'],
      ]),
    );
  });

  it('asks the admin API for the product, a page at a time', async () => {
    const fetchMock = serve(() => json(200, pagedFixture(newest)));
    renderApp(`/admin/edit-product/${product._id}`);
    await historyPanel();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', historyPath)).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', historyPath)[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('says when there is no change yet, and when the history cannot be loaded', async () => {
    serve(() => json(200, pagedFixture([])));
    const { unmount } = renderApp(`/admin/edit-product/${product._id}`);
    expect(await within(await historyPanel()).findByText('Nog geen prijswijzigingen.')).toBeInTheDocument();
    unmount();

    serve(() => apiError(500));
    renderApp(`/admin/edit-product/${product._id}`);
    expect(
      await within(await historyPanel()).findByText(/De prijsgeschiedenis kon niet geladen worden/),
    ).toBeInTheDocument();
    // The form still works.
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });
});
