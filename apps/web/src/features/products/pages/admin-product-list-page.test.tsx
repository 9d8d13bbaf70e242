import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, mockApi, pagedFixture, productFixture } from '../test-fixtures.ts';

beforeEach(() => logInAs('admin'));
afterEach(() => vi.unstubAllGlobals());

const gel = productFixture({ discount: { type: 'percentage', value: 15 } });
const bar = productFixture({
  _id: '33333333-3333-4333-8333-333333333333',
  slug: 'energiereep',
  title: 'Energiereep',
  isPublished: false,
  price: 3.5,
  stock: 0,
});

function serveList(products = [gel, bar], { deleteAnswer = new Response(null, { status: 204 }) } = {}) {
  let current = products;
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/products') {
      return json(200, pagedFixture(current, { limit: 50, totalPages: 2 }));
    }
    if (method === 'DELETE' && url.pathname.startsWith('/api/products/')) {
      if (deleteAnswer.ok) current = current.filter((product) => !url.pathname.endsWith(product._id));
      return deleteAnswer;
    }
    return undefined;
  });
}

const labelled = (label: string) => screen.getByLabelText(label, { exact: true });

describe('Admin product list', () => {
  it('reads every filter from the query string, with 50 per page by default', async () => {
    const fetchMock = serveList();
    renderApp(
      '/admin/products?title=gel&brand=Polderkracht&category=Gels&isPublished=false&priceMin=1&priceMax=20&discountMin=5&discountMax=50&stockMin=0&stockMax=10&page=2',
    );
    expect(await screen.findByRole('heading', { name: 'Producten beheren', level: 1 })).toBeInTheDocument();
    expect(labelled('Titel')).toHaveValue('gel');
    expect(labelled('Merk')).toHaveValue('Polderkracht');
    expect(labelled('Categorie')).toHaveValue('Gels');
    expect(labelled('Gepubliceerd')).toHaveValue('false');
    expect(labelled('Prijs min')).toHaveValue(1);
    expect(labelled('Prijs max')).toHaveValue(20);
    expect(labelled('Korting min')).toHaveValue(5);
    expect(labelled('Korting max')).toHaveValue(50);
    expect(labelled('Voorraad min')).toHaveValue(0);
    expect(labelled('Voorraad max')).toHaveValue(10);
    expect(labelled('Per pagina')).toHaveValue('50');
    expect(
      within(labelled('Per pagina'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/products')).toHaveLength(1));
    expect(Object.fromEntries(callsTo(fetchMock, 'GET', '/api/products')[0]?.url.searchParams ?? [])).toEqual(
      {
        title: 'gel',
        brand: 'Polderkracht',
        category: 'Gels',
        isPublished: 'false',
        priceMin: '1',
        priceMax: '20',
        discountMin: '5',
        discountMax: '50',
        stockMin: '0',
        stockMax: '10',
        page: '2',
        limit: '50',
      },
    );
  });

  it('shows each product with price, stock, status, discount and its actions', async () => {
    serveList();
    renderApp('/admin/products');
    const row = (await screen.findByRole('rowheader', { name: 'Hardloopgel Citrus' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('€ 10,00')).toBeInTheDocument();
    expect(within(row).getByText('20')).toBeInTheDocument();
    expect(within(row).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(row).getByText('15%')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^Bewerken/ })).toHaveAttribute(
      'href',
      `/admin/edit-product/${gel._id}`,
    );
    expect(within(row).getByRole('link', { name: /^Info/ })).toHaveAttribute(
      'href',
      `/admin/product/${gel._id}`,
    );
    const hidden = screen.getByRole('rowheader', { name: 'Energiereep' }).closest('tr') as HTMLElement;
    expect(within(hidden).getByText('Verborgen')).toBeInTheDocument();
    expect(screen.getByText(/Pagina 1 van 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuw product' })).toHaveAttribute('href', '/admin/new-product');
  });

  it('writes the non-empty filters and page 1 on search, and clears them on reset', async () => {
    serveList();
    const { router } = renderApp('/admin/products?page=2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titel', { exact: true }), ' gel ');
    await user.selectOptions(labelled('Gepubliceerd'), 'ja');
    await user.type(labelled('Prijs max'), '15');
    await user.selectOptions(labelled('Per pagina'), '25');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?title=gel&isPublished=true&priceMax=15&limit=25&page=1'),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(labelled('Titel')).toHaveValue('');
    expect(labelled('Per pagina')).toHaveValue('50');
  });

  it('deletes a product only after confirmation and reloads the list', async () => {
    const fetchMock = serveList();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/products');
    const user = userEvent.setup();
    const row = (await screen.findByRole('rowheader', { name: 'Energiereep' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Verwijderen/ }));
    expect(confirm).toHaveBeenCalledWith('Weet je zeker dat je dit product wil verwijderen?');
    expect(callsTo(fetchMock, 'DELETE', `/api/products/${bar._id}`)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: /^Verwijderen/ }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Energiereep' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', `/api/products/${bar._id}`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/products')).toHaveLength(2);
    expect(screen.getByText('Product verwijderd.')).toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    serveList([gel], { deleteAnswer: apiError(500) });
    vi.stubGlobal('confirm', () => true);
    renderApp('/admin/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Verwijderen/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verwijderen mislukt.');
  });

  it('shows the empty state', async () => {
    serveList([]);
    renderApp('/admin/products?title=niets');
    expect(await screen.findByText('Geen producten gevonden.')).toBeInTheDocument();
  });
});
