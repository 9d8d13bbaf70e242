import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCart, getCartLines } from '../../../lib/cart/cart-store.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { productQueries } from '../api/products-api.ts';
import { mockApi, productFixture } from '../test-fixtures.ts';
import { meta } from './product-page.tsx';

afterEach(() => {
  clearCart();
  vi.unstubAllGlobals();
});

const discounted = productFixture({
  description: '## Over deze gel\n\nMet **extra** natrium.',
  discount: { type: 'fixed', value: 2 },
  referencePrice: 10,
  contents: ['6 gels', 'Gelschema'],
  brand: ['Polderkracht', 'NoordFuel'],
  category: ['Gels', 'Cafeïne'],
});

function serveProduct(answer = json(200, discounted)) {
  return mockApi(({ method, url }) =>
    method === 'GET' && url.pathname === '/api/products/hardloopgel-citrus' ? answer : undefined,
  );
}

describe('Product page', () => {
  it('shows the product with its struck-through old price and red discounted price', async () => {
    serveProduct();
    renderApp('/shop/hardloopgel-citrus');
    expect(await screen.findByRole('heading', { name: 'Hardloopgel Citrus', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hardloopgel Citrus' })).toHaveAttribute(
      'src',
      '/images/products/hardloopgel-citrus.svg',
    );
    expect(document.querySelector('del')).toHaveTextContent('€ 10,00');
    expect(screen.getByText('€ 8,00')).toHaveClass('text-red-700');
    expect(screen.getByText('incl. btw')).toBeInTheDocument();
    expect(screen.getByText('Polderkracht, NoordFuel')).toBeInTheDocument();
    expect(screen.getByText('12 maanden')).toBeInTheDocument();
    expect(screen.getByText('14 maart 2026')).toBeInTheDocument();
    expect(screen.getByText('beschikbaar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Over deze gel' })).toBeInTheDocument();
    expect(screen.getByText('extra').tagName).toBe('STRONG');
    const contents = screen.getByRole('heading', { name: 'Inhoud' }).nextElementSibling as HTMLElement;
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6 gels', 'Gelschema']);
    await waitFor(() => expect(document.title).toBe('Hardloopgel Citrus — Loopvoeding'));
  });

  it('shows a discount without a reference price as its price alone, nothing struck through', async () => {
    serveProduct(json(200, { ...discounted, referencePrice: null }));
    renderApp('/shop/hardloopgel-citrus');
    expect(await screen.findByRole('heading', { name: 'Hardloopgel Citrus', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('€ 8,00')).not.toHaveClass('text-red-700');
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText('€ 10,00')).not.toBeInTheDocument();
  });

  it('shows the fallback image and the hidden status', async () => {
    serveProduct(json(200, productFixture({ image: null, isPublished: false })));
    renderApp('/shop/hardloopgel-citrus');
    expect(await screen.findByRole('img', { name: 'Hardloopgel Citrus' })).toHaveAttribute(
      'src',
      '/images/placeholder-product.svg',
    );
    expect(screen.getByText('verborgen')).toBeInTheDocument();
  });

  it('asks a guest to log in and adds nothing', async () => {
    serveProduct();
    renderApp('/shop/hardloopgel-citrus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'In winkelwagen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Log in om producten toe te voegen aan je winkelwagen.',
    );
    expect(getCartLines()).toHaveLength(0);
  });

  it('adds the product to the cart of a logged-in user and links to the cart', async () => {
    logInAs('user');
    serveProduct();
    renderApp('/shop/hardloopgel-citrus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'In winkelwagen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Toegevoegd aan je winkelwagen.');
    expect(screen.getByRole('link', { name: 'Naar winkelwagen' })).toHaveAttribute('href', '/cart');
    expect(getCartLines()).toEqual([expect.objectContaining({ _id: discounted._id, quantity: 1, price: 8 })]);
    await user.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    expect(getCartLines()).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('says so when the cart already holds all the stock', async () => {
    serveProduct(json(200, { ...discounted, stock: 1 }));
    logInAs('user');
    renderApp('/shop/hardloopgel-citrus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'In winkelwagen' }));
    await user.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Je winkelwagen bevat al het maximum van 1 stuk.');
    expect(getCartLines()).toMatchObject([{ quantity: 1 }]);
  });

  it('shows the most one order may hold, and adds no more than that', async () => {
    serveProduct(json(200, productFixture({ stock: 50, maxPerOrder: 3 })));
    logInAs('user');
    renderApp('/shop/hardloopgel-citrus');
    const user = userEvent.setup();
    expect(await screen.findByText('Maximaal 3 per bestelling')).toBeInTheDocument();
    for (let click = 0; click < 4; click++) {
      await user.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    }
    expect(screen.getByRole('status')).toHaveTextContent('Je winkelwagen bevat al het maximum van 3 stuks.');
    expect(getCartLines()).toMatchObject([{ quantity: 3, maxPerOrder: 3 }]);
  });

  it('does not let a logged-in user add a sold-out product', async () => {
    logInAs('user');
    serveProduct(json(200, productFixture({ stock: 0 })));
    renderApp('/shop/hardloopgel-citrus');
    expect(await screen.findByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
    expect(screen.getByText('Tijdelijk uitverkocht')).toBeInTheDocument();
  });

  it('still tells a guest to log in when the product is sold out', async () => {
    serveProduct(json(200, productFixture({ stock: 0 })));
    renderApp('/shop/hardloopgel-citrus');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'In winkelwagen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Log in om producten toe te voegen aan je winkelwagen.',
    );
  });

  it('says the product was not found, with a way back to the shop', async () => {
    serveProduct(apiError(404, 'NOT_FOUND', 'Product niet gevonden.'));
    renderApp('/shop/hardloopgel-citrus');
    expect(
      await screen.findByRole('heading', { name: 'Product niet gevonden.', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'In winkelwagen' })).not.toBeInTheDocument();
  });

  it('shows an error when the product cannot be loaded', async () => {
    serveProduct(apiError(500));
    renderApp('/shop/hardloopgel-citrus');
    expect(await screen.findByRole('alert')).toHaveTextContent('Het product kon niet geladen worden.');
  });

  it('shows what one serving holds as a table of the stated amounts only', async () => {
    serveProduct(
      json(
        200,
        productFixture({
          nutrition: {
            form: 'gel',
            servingSize: { amount: 40, unit: 'g' },
            servingsPerPackage: 6,
            carbohydrateG: 22.5,
            fructoseG: 7.3,
            sodiumMg: 50,
            potassiumMg: null,
            caffeineMg: 75,
            fluidMl: null,
          },
        }),
      ),
    );
    renderApp('/shop/hardloopgel-citrus');
    const table = await screen.findByRole('table', { name: 'Voedingswaarde per portie' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Voedingsstof', 'Per portie (40 g)']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Koolhydraten', '22,5 g'],
      ['waarvan fructose', '7,3 g'],
      ['Natrium', '50 mg'],
      ['Cafeïne', '75 mg'],
    ]);
    const section = screen.getByRole('region', { name: 'Voedingswaarde per portie' });
    expect(within(section).getByText('gel')).toBeInTheDocument();
    expect(within(section).getByText('6')).toBeInTheDocument();
  });

  it('shows no nutrition for a product that states none', async () => {
    serveProduct(json(200, productFixture({ nutrition: null })));
    renderApp('/shop/hardloopgel-citrus');
    await screen.findByRole('heading', { name: 'Hardloopgel Citrus', level: 1 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Voedingswaarde per portie')).not.toBeInTheDocument();
  });
});

describe('Product page meta', () => {
  const jsonLdOf = (product: ReturnType<typeof productFixture>) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productQueries.page(product.slug).queryKey, product);
    return meta(queryClient, { slug: product.slug }, 'https://loopvoeding.nl')?.jsonLd as
      | Record<string, unknown>
      | undefined;
  };

  it('adds schema.org NutritionInformation with the serving size, carbohydrate and sodium', () => {
    const jsonLd = jsonLdOf(
      productFixture({
        nutrition: {
          form: 'drink-mix',
          servingSize: { amount: 85, unit: 'g' },
          servingsPerPackage: 4,
          carbohydrateG: 80,
          fructoseG: 35.6,
          sodiumMg: 500,
          potassiumMg: 150,
          caffeineMg: null,
          fluidMl: 500,
        },
      }),
    );
    expect(jsonLd?.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '85 g',
      carbohydrateContent: '80 g',
      sodiumContent: '500 mg',
    });
  });

  it('leaves nutrition out when the product states none of its properties', () => {
    expect(jsonLdOf(productFixture({ nutrition: null }))).not.toHaveProperty('nutrition');
    const caffeineOnly = productFixture({
      nutrition: {
        form: 'chew',
        servingSize: null,
        servingsPerPackage: null,
        carbohydrateG: null,
        fructoseG: null,
        sodiumMg: null,
        potassiumMg: null,
        caffeineMg: 50,
        fluidMl: null,
      },
    });
    expect(jsonLdOf(caffeineOnly)).not.toHaveProperty('nutrition');
    expect(jsonLdOf(caffeineOnly)).toMatchObject({ '@type': 'Product', name: 'Hardloopgel Citrus' });
  });
});
