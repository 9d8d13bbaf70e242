import type { AvailableCartItem, CartItem } from '@shop/shared/cart';
import { type CartCoupon, couponMessages } from '@shop/shared/coupon';
import type { Product } from '@shop/shared/product';
import type { ShippingMethod } from '@shop/shared/shipping';
import type { Address } from '@shop/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart } from '../../../lib/cart/cart-store.ts';
import { aShippingMethod } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const line = (overrides: Partial<AvailableCartItem>): AvailableCartItem => ({
  _id: 'p1',
  slug: 'gel-citrus',
  title: 'Gel Citrus',
  image: null,
  price: 12.5,
  originalPrice: 12.5,
  discount: null,
  stock: 20,
  maxPerOrder: 10,
  quantity: 1,
  available: true,
  ...overrides,
});

const product = (overrides: Partial<Product>): Product => ({
  _id: 'p3',
  slug: 'oud',
  title: 'Oude Gel',
  description: '',
  image: null,
  photos: [],
  contents: [],
  price: 4,
  stock: 3,
  maxPerOrder: 10,
  discount: null,
  referencePrice: null,
  category: [],
  brand: [],
  shelfLife: '',
  vatClass: 'reduced',
  nutrition: null,
  isPublished: true,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

let serverCart: CartItem[];
/** How GET /cart fails, until a test puts `null` back. */
let cartFailure: (() => Response) | null;
let fetchMock: ReturnType<typeof vi.fn>;
/** The shop's active shipping methods (none unless a test sets them), and the customer's addresses. */
let shippingMethods: ShippingMethod[];
let shippingFailure: (() => Response) | null;
let addresses: Address[];
/** The code the server keeps with the cart, and how it answers a code applied (the kept code unless a test says). */
let serverCoupon: CartCoupon | null;
let answerCoupon: ((code: string) => Response) | null;

beforeEach(() => {
  clearCart();
  serverCart = [];
  serverCoupon = null;
  answerCoupon = null;
  cartFailure = null;
  shippingMethods = [];
  shippingFailure = null;
  addresses = [];
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/cart' && (init?.method ?? 'GET') === 'GET') {
      return cartFailure ? cartFailure() : json(200, serverCart);
    }
    if (url.startsWith('/api/shipping/methods?country=')) {
      const country = url.split('=')[1] as ShippingMethod['countries'][number];
      if (shippingFailure) return shippingFailure();
      return json(
        200,
        shippingMethods.filter((method) => method.countries.includes(country)),
      );
    }
    if (url === '/api/user/profile') return json(200, { _id: 'u1', addresses });
    if (url === '/api/cart/coupon') {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(200, serverCoupon);
      if (method === 'DELETE') {
        serverCoupon = null;
        return new Response(null, { status: 204 });
      }
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (answerCoupon) return answerCoupon(code);
      serverCoupon = { code, kind: 'percentage', problem: null, discount: 1.25, freeShipping: false };
      return json(200, serverCoupon);
    }
    if (url === '/api/cart' && init?.method === 'DELETE') return new Response(null, { status: 204 });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const savedCarts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/cart' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as { items: { _id: string; quantity: number }[] });

const cartWrites = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/cart' && (init?.method ?? 'GET') !== 'GET');

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('Cart page', () => {
  it('offers no "+" once a line holds all the stock there is', async () => {
    serverCart = [line({ stock: 2, quantity: 2 })];
    logInAs('user');
    renderApp('/cart');
    expect(await screen.findByRole('button', { name: /Meer Gel Citrus/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Minder Gel Citrus/ })).toBeEnabled();
  });

  it('stops "+" at the product’s maximum per order and says why', async () => {
    serverCart = [line({ stock: 20, maxPerOrder: 3, quantity: 2 })];
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Meer Gel Citrus' });
    expect(screen.queryByText('Maximaal 3 per bestelling')).not.toBeInTheDocument();
    await user.click(more);
    expect(screen.getByLabelText('Aantal Gel Citrus')).toHaveTextContent('3');
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription('Maximaal 3 per bestelling');
  });

  it('says the stock is the limit when there is less of it than one order may hold', async () => {
    serverCart = [line({ stock: 2, maxPerOrder: 10, quantity: 2 })];
    logInAs('user');
    renderApp('/cart');
    expect(await screen.findByText('Niet meer dan 2 op voorraad')).toBeInTheDocument();
  });

  it('brings a line above the maximum per order down to it, and saves that', async () => {
    serverCart = [line({ stock: 20, maxPerOrder: 4, quantity: 9 })];
    logInAs('user');
    renderApp('/cart');
    expect(await screen.findByLabelText('Aantal Gel Citrus')).toHaveTextContent('4');
    await waitFor(() => expect(savedCarts().at(-1)?.items).toEqual([{ _id: 'p1', quantity: 4 }]));
  });

  it('shows the server cart with line totals and a total, and changes quantities one per click', async () => {
    serverCart = [
      line({}),
      line({ _id: 'p2', slug: 'reep-noten', title: 'Reep Noten', price: 3.2, quantity: 2 }),
    ];
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Winkelwagen', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gel Citrus' })).toHaveAttribute(
      'href',
      '/shop/gel-citrus',
    );
    expect(within(row('Reep Noten')).getByText('€ 6,40')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 18,90');
    expect(screen.getByRole('rowheader', { name: 'Totaal incl. btw' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Meer Gel Citrus' }));
    expect(within(row('Gel Citrus')).getByText('€ 25,00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 31,40');
    await waitFor(() =>
      expect(savedCarts().at(-1)?.items).toEqual([
        { _id: 'p1', quantity: 2 },
        { _id: 'p2', quantity: 2 },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Minder Reep Noten' }));
    expect(screen.getByLabelText('Aantal Reep Noten')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Minder Reep Noten' }));
    expect(screen.queryByRole('link', { name: 'Reep Noten' })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 25,00');
    expect(screen.getByRole('link', { name: 'Afrekenen' })).toHaveAttribute('href', '/checkout');
  });

  it('removes a line with its remove button and shows the empty state with a link to the shop', async () => {
    serverCart = [line({})];
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Gel Citrus' }));
    expect(screen.getByText('Je winkelwagen is leeg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de shop' })).toHaveAttribute('href', '/shop');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/cart' && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });

  it('takes lines that are no longer available out, with a notice', async () => {
    // The server names nothing of a hidden product; this browser never saw the line.
    serverCart = [line({}), { _id: 'p3', quantity: 2, available: false }];
    logInAs('user');
    renderApp('/cart');
    expect(
      await screen.findByText('Een product is niet meer beschikbaar en is uit je winkelwagen gehaald.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gel Citrus' })).toBeInTheDocument();
    await waitFor(() => expect(savedCarts().at(-1)?.items).toEqual([{ _id: 'p1', quantity: 1 }]));
  });

  it('names a hidden line by the title this browser knew', async () => {
    logInAs('user');
    addToCart(product({}));
    serverCart = [line({}), { _id: 'p3', quantity: 1, available: false }];
    renderApp('/cart');
    expect(
      await screen.findByText('Oude Gel is niet meer beschikbaar en is uit je winkelwagen gehaald.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oude Gel' })).not.toBeInTheDocument();
    await waitFor(() => expect(savedCarts().at(-1)?.items).toEqual([{ _id: 'p1', quantity: 1 }]));
  });

  it('shows a guest the empty cart with a hint to log in', async () => {
    renderApp('/cart');
    expect(await screen.findByText('Je winkelwagen is leeg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/cart')).toBe(false);
  });

  describe('a cart that could not be loaded is not an empty cart (decision 037)', () => {
    const failures: [string, () => Response, string][] = [
      [
        'a route lock (423), with its reason',
        () => apiError(423, 'LOCKED', 'De winkelwagen is even dicht voor onderhoud.'),
        'De winkelwagen is even dicht voor onderhoud.',
      ],
      [
        'an outage (503), in the server words',
        () => apiError(503, 'UNAVAILABLE', 'De winkel is even niet bereikbaar.'),
        'De winkel is even niet bereikbaar.',
      ],
      [
        'no answer at all',
        () => {
          throw new TypeError('Failed to fetch');
        },
        'De winkel is even niet bereikbaar. Probeer het zo opnieuw.',
      ],
    ];

    it.each(failures)('shows %s instead of the empty cart, and writes nothing', async (_, failure, text) => {
      serverCart = [line({})];
      cartFailure = failure;
      logInAs('user');
      renderApp('/cart');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
      expect(screen.queryByText('Je winkelwagen is leeg.')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Afrekenen' })).not.toBeInTheDocument();
      expect(cartWrites()).toEqual([]);
    });

    it('keeps what was added meanwhile, sends nothing, and merges it into the server cart once it loads', async () => {
      serverCart = [line({}), line({ _id: 'p2', slug: 'reep-noten', title: 'Reep Noten', quantity: 2 })];
      cartFailure = () => apiError(503, 'UNAVAILABLE', 'De winkel is even niet bereikbaar.');
      logInAs('user');
      renderApp('/cart');
      const user = userEvent.setup();
      expect(await screen.findByText('De winkel is even niet bereikbaar.')).toBeInTheDocument();

      addToCart(product({}));
      addToCart(product({ _id: 'p2', slug: 'reep-noten', title: 'Reep Noten' }));
      expect(await screen.findByRole('link', { name: 'Oude Gel' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Wat je hier hebt toegevoegd blijft bewaard en wordt bij je winkelwagen gezet zodra die geladen is.',
        ),
      ).toBeInTheDocument();
      // Each change asked for the cart again; none wrote the unread cart over the server's.
      await waitFor(() =>
        expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cart').length).toBeGreaterThan(1),
      );
      expect(cartWrites()).toEqual([]);

      cartFailure = null;
      await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
      expect(await screen.findByRole('link', { name: 'Gel Citrus' })).toBeInTheDocument();
      expect(screen.queryByText('De winkel is even niet bereikbaar.')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Afrekenen' })).toBeInTheDocument();
      await waitFor(() =>
        expect(savedCarts()).toEqual([
          {
            items: [
              { _id: 'p1', quantity: 1 },
              { _id: 'p2', quantity: 2 },
              { _id: 'p3', quantity: 1 },
            ],
          },
        ]),
      );
    });
  });
});

const shippingMethod = (overrides: Partial<ShippingMethod>) => aShippingMethod({ _id: 'm1', ...overrides });

/** The demo shop's methods. */
const demoMethods = [
  shippingMethod({
    _id: 'm1',
    name: 'PostNL brievenbus',
    price: 4.25,
    freeAbove: null,
    maxOrder: 25,
    deliveryEstimate: '1-2 werkdagen',
  }),
  shippingMethod({ _id: 'm2' }),
  shippingMethod({
    _id: 'm3',
    countries: ['BE'],
    price: 9.95,
    freeAbove: null,
    deliveryEstimate: '2-3 werkdagen',
  }),
  shippingMethod({
    _id: 'm4',
    name: 'DHL afhaalpunt',
    carrier: 'DHL',
    countries: ['NL', 'BE'],
    price: 4.95,
    freeAbove: null,
    deliveryEstimate: '1-3 werkdagen',
  }),
];

const address = (country: string): Address => ({
  _id: `a-${country}`,
  firstName: 'Sanne',
  lastName: 'de Vries',
  street: 'Rue Haute',
  number: '10',
  zip: '1000',
  city: 'Brussel',
  country,
});

/** Text as a reader sees it: Intl writes a no-break space after the euro sign. */
const readable = { normalizer: (text: string) => text.replace(/\s+/g, ' ').trim() };

describe('the shipping line', () => {
  const shipping = () => screen.findByTestId('cart-shipping');

  it('shows the cheapest method to the Netherlands and what is left to free shipping, until it ships free', async () => {
    shippingMethods = demoMethods;
    serverCart = [line({ price: 16.45, quantity: 2 })];
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    const block = await shipping();
    expect(within(block).getByText('Verzending naar Nederland')).toBeInTheDocument();
    expect(within(block).getByText('DHL afhaalpunt, 1-3 werkdagen')).toBeInTheDocument();
    expect(within(block).getByText('€ 4,95', readable)).toBeInTheDocument();
    expect(within(block).getByText('Nog € 7,10 tot gratis verzending', readable)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shipping/methods?country=NL')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Meer Gel Citrus' }));
    expect(await within(block).findByText('Gratis verzending')).toBeInTheDocument();
    expect(within(block).getByText('PostNL pakket, 1 werkdag')).toBeInTheDocument();
    expect(within(block).getByText('€ 0,00', readable)).toBeInTheDocument();
    expect(within(block).queryByText(/tot gratis verzending/)).not.toBeInTheDocument();
  });

  it('sends a small order by letterbox', async () => {
    shippingMethods = demoMethods;
    serverCart = [line({ price: 11.95 })];
    logInAs('user');
    renderApp('/cart');
    const block = await shipping();
    expect(within(block).getByText('PostNL brievenbus, 1-2 werkdagen')).toBeInTheDocument();
    expect(within(block).getByText('€ 4,25', readable)).toBeInTheDocument();
    expect(within(block).getByText('Nog € 28,05 tot gratis verzending', readable)).toBeInTheDocument();
  });

  it('reckons with the country of the customer’s saved address', async () => {
    shippingMethods = demoMethods;
    addresses = [address('Duitsland'), address('België')];
    serverCart = [line({ price: 16.45, quantity: 2 })];
    logInAs('user');
    renderApp('/cart');
    const block = await shipping();
    expect(within(block).getByText('Verzending naar België')).toBeInTheDocument();
    expect(within(block).getByText('DHL afhaalpunt, 1-3 werkdagen')).toBeInTheDocument();
    expect(within(block).queryByText(/gratis verzending/i)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shipping/methods?country=NL')).toBe(false);
  });

  it('shows nothing where no method ships, and says so when the methods cannot be read', async () => {
    serverCart = [line({})];
    logInAs('user');
    const { unmount } = renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Gel Citrus' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/shipping/methods'))).toBe(
        true,
      ),
    );
    expect(screen.queryByTestId('cart-shipping')).not.toBeInTheDocument();
    unmount();

    shippingFailure = () => apiError(503, 'UNAVAILABLE', 'De winkel is even niet bereikbaar.');
    renderApp('/cart');
    expect(await screen.findByText('De verzendkosten konden niet geladen worden.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 12,50');
    expect(screen.getByRole('link', { name: 'Afrekenen' })).toBeInTheDocument();
  });
});

describe('the coupon code', () => {
  const couponCalls = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/cart/coupon')
      .map(([, init]) => [init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined]);
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('is typed in any case, applied with Toepassen, and shows its reduction and the total after it', async () => {
    serverCart = [line({ price: 12.5, quantity: 1 })];
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Kortingscode'), ' zomer10 ');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Kortingscode ZOMER10')).toBeInTheDocument();
    expect(couponCalls()).toContainEqual(['PUT', { code: 'ZOMER10' }]);
    expect(screen.getByText('Korting (ZOMER10)')).toBeInTheDocument();
    expect(plain(screen.getByTestId('cart-discount').textContent ?? '')).toBe('€ -1,25');
    expect(plain(screen.getByTestId('cart-total-after-discount').textContent ?? '')).toBe('€ 11,25');
    // The field gave way to the code and its remove button.
    expect(screen.queryByLabelText('Kortingscode')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kortingscode ZOMER10 verwijderen' })).toBeInTheDocument();
  });

  it('refused, says why under the field in Dutch, and keeps what was typed', async () => {
    serverCart = [line({})];
    answerCoupon = () => apiError(409, 'CONFLICT', 'Deze kortingscode is verlopen.');
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Kortingscode');
    await user.type(field, 'winter');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Deze kortingscode is verlopen.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Deze kortingscode is verlopen.');
    expect(field).toHaveValue('winter');

    answerCoupon = () =>
      apiError(409, 'CONFLICT', 'Deze kortingscode geldt vanaf een bestelbedrag van €\u00a025,00.');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(
      await screen.findByText('Deze kortingscode geldt vanaf een bestelbedrag van € 25,00.', {
        normalizer: plain,
      }),
    ).toBeInTheDocument();
  });

  it('asks for a code before sending an empty one', async () => {
    serverCart = [line({})];
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Kortingscode'), '   ');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText(couponMessages.enterCode)).toBeInTheDocument();
    expect(couponCalls().filter(([method]) => method === 'PUT')).toEqual([]);
  });

  it('kept with the cart on the server, is there after a reload, and the remove button takes it out', async () => {
    serverCart = [line({ price: 20 })];
    serverCoupon = { code: 'VIJF', kind: 'fixed', problem: null, discount: 5, freeShipping: false };
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    expect(await screen.findByText('Kortingscode VIJF')).toBeInTheDocument();
    expect(plain(screen.getByTestId('cart-total-after-discount').textContent ?? '')).toBe('€ 15,00');
    await user.click(screen.getByRole('button', { name: 'Kortingscode VIJF verwijderen' }));
    expect(await screen.findByLabelText('Kortingscode')).toBeInTheDocument();
    expect(couponCalls()).toContainEqual(['DELETE', undefined]);
    expect(screen.queryByText('Kortingscode VIJF')).not.toBeInTheDocument();
  });

  it('that stopped applying shows why, and takes nothing off', async () => {
    serverCart = [line({})];
    serverCoupon = {
      code: 'ZOMER10',
      kind: 'percentage',
      problem: 'Deze kortingscode is nog niet geldig.',
      discount: 0,
      freeShipping: false,
    };
    logInAs('user');
    renderApp('/cart');
    expect(await screen.findByText('Deze kortingscode is nog niet geldig.')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kortingscode ZOMER10 verwijderen' })).toBeInTheDocument();
  });

  it('for free shipping makes the shipping line free', async () => {
    serverCart = [line({ price: 12.5 })];
    shippingMethods = [aShippingMethod({ name: 'PostNL pakket', price: 6.95, freeAbove: 40 })];
    serverCoupon = { code: 'GRATIS', kind: 'free_shipping', problem: null, discount: 0, freeShipping: true };
    logInAs('user');
    renderApp('/cart');
    expect(await screen.findByText('Je verzending is gratis met deze code.')).toBeInTheDocument();
    const shipping = await screen.findByTestId('cart-shipping');
    await waitFor(() => expect(within(shipping).getByText('Gratis')).toBeInTheDocument());
    expect(within(shipping).queryByText(/tot gratis verzending/)).not.toBeInTheDocument();
  });

  it('is asked again when the cart changes, once the change has been saved', async () => {
    serverCart = [line({ price: 10 })];
    serverCoupon = { code: 'TIEN', kind: 'percentage', problem: null, discount: 1, freeShipping: false };
    logInAs('user');
    renderApp('/cart');
    const user = userEvent.setup();
    expect(await screen.findByText('Kortingscode TIEN')).toBeInTheDocument();
    serverCoupon = { ...serverCoupon, discount: 2 };
    await user.click(screen.getByRole('button', { name: 'Meer Gel Citrus' }));
    await waitFor(() => expect(plain(screen.getByTestId('cart-discount').textContent ?? '')).toBe('€ -2,00'));
    // The second read came after the cart with two was saved.
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    const saved = calls.lastIndexOf('POST /api/cart');
    expect(calls.slice(saved)).toContain('GET /api/cart/coupon');
    expect(plain(screen.getByTestId('cart-total-after-discount').textContent ?? '')).toBe('€ 18,00');
  });

  it('is for a logged-in buyer: a guest is asked to log in', async () => {
    addToCart(product({}));
    renderApp('/cart');
    expect(
      await screen.findByRole('link', { name: 'Log in om een kortingscode te gebruiken.' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Kortingscode')).not.toBeInTheDocument();
    expect(couponCalls()).toEqual([]);
  });
});
