import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/downloads.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { makeOrder, pagedOrders } from '../test-fixtures.ts';

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname.startsWith('/api/orders') ? handler(url, init) : json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const orderCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url }) => url.pathname.startsWith('/api/orders'));

beforeEach(() => logInAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin order list', () => {
  it('shows each order with date, customer, status label, item count, total and a view link', async () => {
    stubApi(() => json(200, pagedOrders([makeOrder()], { totalPages: 3 })));
    renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Bestellingen', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('Eva de Boer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('loper@example.nl')).toBeInTheDocument();
    expect(within(row).getByText('Betaald')).toBeInTheDocument();
    expect(within(row).getByText('3 artikelen')).toBeInTheDocument();
    expect(within(row).getByText('€ 32,95')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Bekijk/ })).toHaveAttribute(
      'href',
      '/admin/orders/order-1',
    );
    expect(screen.getByText(/Pagina 1 van 3/)).toBeInTheDocument();
  });

  it("says '1 artikel' and '1 bestelling' for one, never '1 artikelen'", async () => {
    const single = makeOrder({
      cart: [{ ...makeOrder().cart[0]!, quantity: 1 }],
    });
    stubApi(() => json(200, pagedOrders([single])));
    renderApp('/admin/orders');
    const row = (await screen.findByText('Eva de Boer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 artikel')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van 1 — 1 bestelling')).toBeInTheDocument();
  });

  it('asks the API with the defaults: page 1, 50 per page', async () => {
    const fetchMock = stubApi(() => json(200, pagedOrders([])));
    renderApp('/admin/orders');
    expect(await screen.findByText('Geen bestellingen gevonden.')).toBeInTheDocument();
    const [call] = orderCalls(fetchMock);
    expect(call?.url.search).toBe('?page=1&limit=50');
    expect(screen.getByLabelText('Per pagina')).toHaveValue('50');
    expect(
      within(screen.getByLabelText('Per pagina'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
  });

  it('writes the filters to the query string and sends them to the API', async () => {
    const fetchMock = stubApi(() => json(200, pagedOrders([makeOrder()])));
    const { router } = renderApp('/admin/orders?page=2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail klant'), ' loper@example.nl ');
    await user.selectOptions(screen.getByLabelText('Status'), 'Verzonden');
    for (const [label, value] of [
      ['Stripe-sessie', 'cs_1'],
      ['Payment intent', 'pi_1'],
      ['Producttitel', 'gel'],
      ['Voornaam', 'Eva'],
      ['Achternaam', 'Boer'],
      ['Plaats', 'Gent'],
      ['Land', 'België'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    expect(screen.getByLabelText('Van')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Tot')).toHaveAttribute('type', 'date');
    await user.type(screen.getByLabelText('Van'), '2026-11-01');
    await user.type(screen.getByLabelText('Tot'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Per pagina'), '25');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));

    await waitFor(() => expect(router.state.location.search).toContain('userEmail='));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      userEmail: 'loper@example.nl',
      status: 'shipped',
      stripeSessionId: 'cs_1',
      stripePaymentIntentId: 'pi_1',
      cartTitle: 'gel',
      firstName: 'Eva',
      lastName: 'Boer',
      city: 'Gent',
      country: 'België',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
      limit: '25',
    });
    await waitFor(() => expect(orderCalls(fetchMock).at(-1)?.url.searchParams.get('status')).toBe('shipped'));
    expect(Object.fromEntries(orderCalls(fetchMock).at(-1)?.url.searchParams ?? [])).toEqual(
      Object.fromEntries(search),
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('E-mail klant')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('fills the form from a pasted URL and pages through the results', async () => {
    const fetchMock = stubApi((url) =>
      json(200, pagedOrders([makeOrder()], { page: Number(url.searchParams.get('page')), totalPages: 2 })),
    );
    const { router } = renderApp('/admin/orders?city=Gent&status=paid&limit=10');
    expect(await screen.findByLabelText('Plaats')).toHaveValue('Gent');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByLabelText('Per pagina')).toHaveValue('10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    expect(router.state.location.search).toContain('city=Gent');
    await waitFor(() => expect(orderCalls(fetchMock).at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('deletes an order only after confirmation and says so', async () => {
    let orders = [
      makeOrder(),
      makeOrder({
        _id: 'order-2',
        address: { ...makeOrder().address, firstName: 'Jan', lastName: 'Peeters' },
      }),
    ];
    const fetchMock = stubApi((url, init) => {
      if (init?.method === 'DELETE') {
        orders = orders.filter((order) => !url.pathname.endsWith(order._id));
        return new Response(null, { status: 204 });
      }
      return json(200, pagedOrders(orders));
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/orders');
    const user = userEvent.setup();
    const deleteJan = await screen.findByRole('button', { name: 'Verwijderen: bestelling van Jan Peeters' });

    await user.click(deleteJan);
    expect(confirm).toHaveBeenCalledWith('Weet je zeker dat je deze bestelling wil verwijderen?');
    expect(orderCalls(fetchMock).filter(({ method }) => method === 'DELETE')).toHaveLength(0);

    await user.click(deleteJan);
    expect(await screen.findByText('✅ Bestelling verwijderd')).toBeInTheDocument();
    expect(orderCalls(fetchMock).filter(({ method }) => method === 'DELETE')[0]?.url.pathname).toBe(
      '/api/orders/order-2',
    );
    await waitFor(() => expect(screen.queryByText('Jan Peeters')).not.toBeInTheDocument());
    expect(screen.getByText('Eva de Boer')).toBeInTheDocument();
  });

  it('says when deleting failed', async () => {
    stubApi((_url, init) =>
      init?.method === 'DELETE' ? apiError(500, 'INTERNAL_ERROR') : json(200, pagedOrders([makeOrder()])),
    );
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderApp('/admin/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Verwijderen: bestelling/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Verwijderen mislukt');
  });

  it('shows the loading text and then an error when the list cannot be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/admin/orders');
    expect(await screen.findByText('Laden...')).toBeInTheDocument();
    answer(apiError(400, 'VALIDATION_ERROR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestellingen konden niet geladen worden.');
  });
});

/** The CSV file as the API answers the export. */
const csvResponse = (filename: string) =>
  new Response(new Blob(['\uFEFFBestelnummer;Datum\r\n'], { type: 'text/csv; charset=utf-8' }), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });

describe('exporting the orders', () => {
  it("'Exporteren als CSV' downloads every order the list's current filters select, not just this page", async () => {
    const saved = catchDownloads();
    const fetchMock = stubApi((url) =>
      url.pathname === '/api/orders/export.csv'
        ? csvResponse('bestellingen-2026-11-25.csv')
        : json(200, pagedOrders([makeOrder()], { totalPages: 4 })),
    );
    renderApp('/admin/orders?status=shipped&city=Gent&page=2&limit=10');
    const user = userEvent.setup();
    await screen.findByText('Eva de Boer');
    expect(
      screen.getByText('Alle bestellingen die aan de filters voldoen, niet alleen deze pagina.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporteren als CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      filename: 'bestellingen-2026-11-25.csv',
      type: 'text/csv; charset=utf-8',
    });
    const exports = () =>
      orderCalls(fetchMock).filter(({ url }) => url.pathname === '/api/orders/export.csv');
    expect(exports().map(({ url }) => url.search)).toEqual(['?status=shipped&city=Gent']);

    // A new search: the export follows the filters the list now shows.
    await user.clear(screen.getByLabelText('Plaats'));
    await user.type(screen.getByLabelText('E-mail klant'), 'eva@example.nl');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(orderCalls(fetchMock).at(-1)?.url.searchParams.get('userEmail')).toBe('eva@example.nl'),
    );
    await user.click(screen.getByRole('button', { name: 'Exporteren als CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(exports().at(-1)?.url.search).toBe('?userEmail=eva%40example.nl&status=shipped');
  });

  it('says when the export failed, and the list stays as it was', async () => {
    catchDownloads();
    stubApi((url) =>
      url.pathname === '/api/orders/export.csv'
        ? apiError(500, 'INTERNAL_ERROR')
        : json(200, pagedOrders([makeOrder()])),
    );
    renderApp('/admin/orders');
    const user = userEvent.setup();
    await screen.findByText('Eva de Boer');
    await user.click(screen.getByRole('button', { name: 'Exporteren als CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Exporteren mislukt. Probeer het opnieuw.');
    expect(screen.getByText('Eva de Boer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporteren als CSV' })).toBeEnabled();
  });
});
