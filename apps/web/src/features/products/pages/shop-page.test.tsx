import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/render.tsx';
import { callsTo, mockApi, pagedFixture, productFixture } from '../test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const longDescription = `## Waarom deze gel?\n\nEen **frisse** gel met [glucose](https://example.nl) en fructose. ${'Blijft licht op de maag tijdens lange duurlopen en wedstrijden. '.repeat(4)}`;

function serveProducts(products = [productFixture()], paging = {}) {
  return mockApi(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/products'
      ? json(200, pagedFixture(products, paging))
      : undefined,
  );
}

describe('Shop page', () => {
  it('reads its filters from the query string and asks only for published products', async () => {
    const fetchMock = serveProducts();
    renderApp('/shop?title=gel&category=Gels&brand=Polderkracht&page=2&limit=6');
    expect(await screen.findByRole('heading', { name: 'Onze pakketten', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveValue('gel');
    expect(screen.getByLabelText('Categorie')).toHaveValue('Gels');
    expect(screen.getByLabelText('Merk')).toHaveValue('Polderkracht');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/products')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'GET', '/api/products');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      title: 'gel',
      category: 'Gels',
      brand: 'Polderkracht',
      isPublished: 'true',
      page: '2',
      limit: '6',
    });
    await waitFor(() => expect(document.title).toBe('Onze pakketten — Loopvoeding'));
  });

  it('defaults to page 1 with 12 products per page', async () => {
    const fetchMock = serveProducts();
    renderApp('/shop');
    await screen.findByRole('article');
    const [call] = callsTo(fetchMock, 'GET', '/api/products');
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('limit')).toBe('12');
  });

  it('writes only non-empty trimmed values and page 1 on submit', async () => {
    serveProducts();
    const { router } = renderApp('/shop?brand=Oud&page=3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titel'), '  citrus gel  ');
    await user.clear(screen.getByLabelText('Merk'));
    await user.type(screen.getByLabelText('Categorie'), '   ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=citrus+gel&page=1'));
  });

  it('reads "met cafeïne" and "zonder fructose" from the query string and asks the API for them', async () => {
    const fetchMock = serveProducts();
    renderApp('/shop?caffeine=true&fructose=false');
    expect(await screen.findByLabelText('met cafeïne')).toBeChecked();
    expect(screen.getByLabelText('zonder fructose')).toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/products')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'GET', '/api/products');
    expect(call?.url.searchParams.get('caffeine')).toBe('true');
    expect(call?.url.searchParams.get('fructose')).toBe('false');
  });

  it('leaves the nutrition filters off, and asks for neither, unless the URL says so exactly', async () => {
    const fetchMock = serveProducts();
    renderApp('/shop?caffeine=ja&fructose=true');
    expect(await screen.findByLabelText('met cafeïne')).not.toBeChecked();
    expect(screen.getByLabelText('zonder fructose')).not.toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/products')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'GET', '/api/products');
    expect(call?.url.searchParams.has('caffeine')).toBe(false);
    expect(call?.url.searchParams.has('fructose')).toBe(false);
  });

  it('writes the ticked nutrition filters into the URL on submit, and drops them when unticked', async () => {
    const fetchMock = serveProducts();
    const { router } = renderApp('/shop?title=gel');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('met cafeïne'));
    await user.click(screen.getByLabelText('zonder fructose'));
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?title=gel&caffeine=true&fructose=false&page=1'),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/products').at(-1)?.url.searchParams.get('caffeine')).toBe(
        'true',
      ),
    );
    await user.click(screen.getByLabelText('met cafeïne'));
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=gel&fructose=false&page=1'));
  });

  it('shows a card per product with the spec fields', async () => {
    serveProducts([
      productFixture({
        description: longDescription,
        category: ['Gels', 'Cafeïne'],
        brand: ['Polderkracht', 'NoordFuel'],
        contents: ['een', 'twee', 'drie', 'vier'],
        discount: { type: 'percentage', value: 20 },
        referencePrice: 10,
      }),
    ]);
    renderApp('/shop');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Hardloopgel Citrus' })).toHaveAttribute(
      'href',
      '/shop/hardloopgel-citrus',
    );
    expect(within(card).getByRole('link', { name: /^Bekijk/ })).toHaveAttribute(
      'href',
      '/shop/hardloopgel-citrus',
    );
    expect(within(card).getByText('Gels, Cafeïne')).toBeInTheDocument();
    expect(within(card).getByText('Merken: Polderkracht, NoordFuel')).toBeInTheDocument();
    const preview = within(card).getByText(/^Waarom deze gel\?/);
    expect(preview.textContent).toHaveLength(143);
    expect(preview.textContent).toMatch(
      /^Waarom deze gel\? Een frisse gel met glucose en fructose\..*\.\.\.$/,
    );
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['een', 'twee', 'drie']);
    expect(card.querySelector('del')).toHaveTextContent('€ 10,00');
    expect(within(card).getByText('€ 8,00')).toHaveClass('text-red-700');
  });

  it('shows the fallback image when a product has none or its image fails to load', async () => {
    serveProducts([
      productFixture({ _id: 'a', slug: 'a', image: null }),
      productFixture({ _id: 'b', slug: 'b', image: '/images/kapot.png' }),
    ]);
    renderApp('/shop');
    const [first, second] = await screen.findAllByRole('article');
    expect(first?.querySelector('img')).toHaveAttribute('src', '/images/placeholder-product.svg');
    const broken = second?.querySelector('img');
    expect(broken).toHaveAttribute('src', '/images/kapot.png');
    if (broken) fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', '/images/placeholder-product.svg');
  });

  it("marks a sold-out product 'Tijdelijk uitverkocht' on its card, and only that one", async () => {
    serveProducts([
      productFixture({ _id: 'a', slug: 'a', title: 'Op voorraad', stock: 3 }),
      productFixture({ _id: 'b', slug: 'b', title: 'Niets meer', stock: 0 }),
    ]);
    renderApp('/shop');
    const [available, soldOut] = await screen.findAllByRole('article');
    expect(within(soldOut!).getByText('Tijdelijk uitverkocht')).toBeVisible();
    expect(within(available!).queryByText('Tijdelijk uitverkocht')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    serveProducts([]);
    renderApp('/shop?title=bestaatniet');
    expect(await screen.findByText('Geen producten gevonden.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('pages through the query string with Vorige disabled on page 1 and Volgende on the last page', async () => {
    const fetchMock = mockApi(({ url }) => {
      if (url.pathname !== '/api/products') return undefined;
      const page = Number(url.searchParams.get('page'));
      return json(200, pagedFixture([productFixture({ title: `Product ${page}` })], { page, totalPages: 2 }));
    });
    const { router } = renderApp('/shop?category=Gels');
    expect(await screen.findByText('Pagina 1 van 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Pagina 2 van 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Gels&page=2');
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Product 2' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/products').at(-1)?.url.searchParams.get('category')).toBe('Gels');
  });

  it('shows an error when the products cannot be loaded', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/products' ? json(500, { error: { code: 'X', message: 'x' } }) : undefined,
    );
    renderApp('/shop');
    expect(await screen.findByRole('alert')).toHaveTextContent('De producten konden niet geladen worden.');
  });
});
