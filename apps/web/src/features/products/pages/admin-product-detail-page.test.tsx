import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { mockApi, pagedFixture, productFixture } from '../test-fixtures.ts';

beforeEach(() => logInAs('admin'));
afterEach(() => vi.unstubAllGlobals());

const product = productFixture({
  discount: { type: 'fixed', value: 1.5 },
  brand: ['Polderkracht', 'NoordFuel'],
  category: ['Gels', 'Cafeïne'],
  isPublished: false,
});
const creatorPath = `/api/user/${product.createdBy}`;

function serve({
  load = json(200, product),
  creator = json(200, { email: 'admin@loopvoeding.nl', role: 'admin' }),
} = {}) {
  return mockApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === `/api/products/${product._id}`) return load;
    if (url.pathname === creatorPath) return creator;
    if (url.pathname === '/api/products') return json(200, pagedFixture([]));
    return undefined;
  });
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Admin product detail', () => {
  it('shows every field, the creator and the timestamps, with back and edit links', async () => {
    serve();
    renderApp(`/admin/product/${product._id}`);
    expect(await screen.findByRole('heading', { name: 'Hardloopgel Citrus', level: 1 })).toBeInTheDocument();
    expect(fact('Slug')).toHaveTextContent('hardloopgel-citrus');
    expect(fact('Prijs')).toHaveTextContent('€ 10,00');
    expect(fact('Voorraad')).toHaveTextContent('20');
    expect(fact('Status')).toHaveTextContent('verborgen');
    expect(fact('Korting')).toHaveTextContent('€ 1,50');
    expect(fact('Doorgestreepte prijs')).toHaveTextContent('—');
    expect(fact('Btw-tarief')).toHaveTextContent('Laag tarief (voeding, sportdrank)');
    expect(fact('Houdbaarheid')).toHaveTextContent('12 maanden');
    expect(fact('Categorieën')).toHaveTextContent('Gels, Cafeïne');
    expect(fact('Merken')).toHaveTextContent('Polderkracht, NoordFuel');
    expect(fact('Beschrijving')).toHaveTextContent('Frisse citrusgel voor lange duurlopen.');
    expect(fact('Inhoud')).toHaveTextContent('6 gels22 g koolhydraten');
    expect(fact('ID')).toHaveTextContent(product._id);
    expect(await screen.findByText('admin@loopvoeding.nl')).toBeInTheDocument();
    expect(fact('Aangemaakt door')).toHaveTextContent('admin@loopvoeding.nl (beheerder)');
    expect(fact('Aangemaakt op')).toHaveTextContent('14-03-2026');
    expect(fact('Laatst bijgewerkt')).toHaveTextContent('15-03-2026');
    expect(screen.getByRole('link', { name: 'Terug naar producten' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    expect(screen.getByRole('link', { name: 'Bewerken' })).toHaveAttribute(
      'href',
      `/admin/edit-product/${product._id}`,
    );
  });

  it('shows the price the shop strikes through', async () => {
    serve({ load: json(200, { ...product, referencePrice: 11.5 }) });
    renderApp(`/admin/product/${product._id}`);
    expect(await screen.findByRole('heading', { name: 'Hardloopgel Citrus', level: 1 })).toBeInTheDocument();
    expect(fact('Doorgestreepte prijs')).toHaveTextContent('€ 11,50');
  });

  it('shows an unknown creator when the lookup fails', async () => {
    serve({ creator: apiError(404) });
    renderApp(`/admin/product/${product._id}`);
    expect(await screen.findByText('Onbekend (verwijderd?)')).toBeInTheDocument();
  });

  it('shows an unknown creator when the product has none', async () => {
    serve({ load: json(200, { ...product, createdBy: null }) });
    renderApp(`/admin/product/${product._id}`);
    expect(await screen.findByText('Onbekend (verwijderd?)')).toBeInTheDocument();
  });

  it('goes back to the list with "Kan product niet laden." when the product cannot be loaded', async () => {
    serve({ load: apiError(404) });
    const { router } = renderApp(`/admin/product/${product._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kan product niet laden.');
  });
});
