import type { CartItem } from '@shop/shared/cart';
import type { CartCoupon } from '@shop/shared/coupon';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart } from '../../../lib/cart/cart-store.ts';
import { aProfile, aShippingMethod } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const cartLine: CartItem = {
  _id: 'p1',
  slug: 'gel-citrus',
  title: 'Gel Citrus',
  image: null,
  price: 12.5,
  originalPrice: 12.5,
  discount: null,
  stock: 20,
  maxPerOrder: 10,
  quantity: 2,
  available: true,
};

const profile = aProfile({
  addresses: [
    {
      _id: 'a1',
      firstName: 'Eva',
      lastName: 'de Boer',
      street: 'Duinweg',
      number: '10-C',
      zip: '2000 AB',
      city: 'Haarlem',
      country: 'Nederland',
    },
  ],
});

/** The one shipping method to the Netherlands. */
const pakket = aShippingMethod({ _id: '5a1c3a52-54a8-4d6c-9a55-7d3b2f1e9c10' });

let serverCart: CartItem[];
/** The code kept with the cart, as GET /api/cart/coupon answers (none unless a test sets one). */
let cartCoupon: CartCoupon | null;
let sessionAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearCart();
  serverCart = [cartLine];
  cartCoupon = null;
  sessionAnswer = () => json(200, { url: 'http://127.0.0.1/betalen/cs_1' });
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/cart' && (init?.method ?? 'GET') === 'GET') return json(200, serverCart);
    if (url === '/api/user/profile') return json(200, profile);
    if (url === '/api/checkout/session') return sessionAnswer();
    if (url === '/api/shipping/methods?country=NL') return json(200, [pakket]);
    if (url === '/api/cart/coupon') return json(200, cartCoupon);
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const checkoutBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/checkout/session');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('Checkout page', () => {
  it('fills the form from a saved address and forgets the choice when a field is edited', async () => {
    logInAs('user');
    renderApp('/checkout');
    const user = userEvent.setup();

    expect(await screen.findByText('2 × Gel Citrus')).toBeInTheDocument();
    expect(screen.getByLabelText('Huisnummer')).toHaveAccessibleDescription(/10-C/);
    const picker = await screen.findByLabelText('Opgeslagen adres');
    await user.selectOptions(picker, 'a1');
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Eva');
    expect(screen.getByLabelText('Straat')).toHaveValue('Duinweg');
    expect(screen.getByLabelText('Huisnummer')).toHaveValue('10-C');
    expect(screen.getByLabelText('Plaats')).toHaveValue('Haarlem');
    expect(screen.getByLabelText('E-mail')).toHaveValue('loper@example.nl');
    expect(picker).toHaveValue('a1');

    await user.type(screen.getByLabelText('Straat'), 'tje');
    expect(picker).toHaveValue('');
    expect(screen.getByLabelText('Straat')).toHaveValue('Duinwegtje');
  });

  it('names the pay button for what it does, with the terms, privacy and withdrawal right beside it', async () => {
    logInAs('user');
    renderApp('/checkout');
    const button = await screen.findByRole('button', { name: 'Bestellen en betalen' });
    const note = screen.getByText(/^Door te bestellen/);
    expect(note).toHaveTextContent(
      'Door te bestellen ga je akkoord met onze algemene voorwaarden (opent in een nieuw tabblad) en lees je ' +
        'onze privacyverklaring (opent in een nieuw tabblad). Je hebt 14 dagen herroepingsrecht (opent in een ' +
        'nieuw tabblad).',
    );
    expect(button.closest('form')).toContainElement(note);
    for (const [name, href] of [
      [/^algemene voorwaarden/, '/voorwaarden'],
      [/^privacyverklaring/, '/privacy'],
      [/^herroepingsrecht/, '/herroepingsrecht'],
    ] as const) {
      const link = within(note).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      // In a tab of its own: the form keeps what was filled in.
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('sends the address and goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    logInAs('user');
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Opgeslagen adres'), 'a1');
    expect(await screen.findByRole('radio', { name: /PostNL pakket/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/betalen/cs_1'));
    expect(checkoutBody()).toEqual({
      firstName: 'Eva',
      lastName: 'de Boer',
      email: 'loper@example.nl',
      street: 'Duinweg',
      number: '10-C',
      zip: '2000 AB',
      city: 'Haarlem',
      country: 'Nederland',
      shippingMethodId: pakket._id,
    });
  });

  it('shows the failure message, with the reason when the server refuses (409, 400, 429)', async () => {
    sessionAnswer = () => apiError(409, 'CONFLICT', 'Niet genoeg voorraad meer voor Gel Citrus.');
    logInAs('user');
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Opgeslagen adres'), 'a1');
    expect(await screen.findByRole('radio', { name: /PostNL pakket/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er ging iets mis bij afrekenen.');
    expect(alert).toHaveTextContent('Niet genoeg voorraad meer voor Gel Citrus.');

    for (const [status, code, reason] of [
      [400, 'VALIDATION_ERROR', 'Je kunt maximaal 10 stuks van Gel Citrus per bestelling kopen.'],
      [429, 'RATE_LIMITED', 'Vanaf dit netwerk staan al te veel bestellingen open.'],
    ] as const) {
      sessionAnswer = () => apiError(status, code, reason);
      await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(reason));
    }

    sessionAnswer = () => apiError(502, 'INTERNAL_ERROR', 'kapot');
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Er ging iets mis bij afrekenen\.$/),
    );
  });

  it('says the fields are required without calling the API', async () => {
    logInAs('user');
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bestellen en betalen' }));
    expect(screen.getByLabelText('Voornaam')).toHaveAccessibleDescription('Verplicht veld');
    expect(checkoutBody()).toBeUndefined();
  });

  it('shows the empty cart with a link to the shop instead of the form', async () => {
    serverCart = [];
    logInAs('user');
    renderApp('/checkout');
    expect(await screen.findByText('Je winkelwagen is leeg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByLabelText('Voornaam')).not.toBeInTheDocument();
  });
});

describe('the cart’s coupon code at checkout', () => {
  const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
  const summary = () => screen.getByRole('region', { name: 'Je bestelling' });

  it('is in the summary: its reduction and the total the payment will ask', async () => {
    // Two gels of € 12,50 less 10 %, and PostNL pakket's € 6,95.
    cartCoupon = { code: 'ZOMER10', kind: 'percentage', problem: null, discount: 2.5, freeShipping: false };
    logInAs('user');
    renderApp('/checkout');
    expect(await screen.findByText('Korting (ZOMER10)')).toBeInTheDocument();
    expect(plain(screen.getByTestId('checkout-discount').textContent)).toBe('€ -2,50');
    await waitFor(() => expect(plain(screen.getByTestId('checkout-total').textContent)).toBe('€ 29,45'));
  });

  it('for free shipping makes the chosen method free in the summary', async () => {
    cartCoupon = { code: 'GRATIS', kind: 'free_shipping', problem: null, discount: 0, freeShipping: true };
    logInAs('user');
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Opgeslagen adres'), 'a1');
    expect(await within(summary()).findByText('Verzending (PostNL pakket)')).toBeInTheDocument();
    expect(within(summary()).getByText('Gratis')).toBeInTheDocument();
    expect(plain(screen.getByTestId('checkout-total').textContent)).toBe('€ 25,00');
    expect(within(summary()).queryByText('Korting (GRATIS)')).not.toBeInTheDocument();
  });

  it('that does not apply says why and how to go on, and takes nothing off', async () => {
    cartCoupon = {
      code: 'ZOMER10',
      kind: 'percentage',
      problem: 'Deze kortingscode is verlopen.',
      discount: 0,
      freeShipping: false,
    };
    logInAs('user');
    renderApp('/checkout');
    expect(
      await screen.findByText(
        'Kortingscode ZOMER10: Deze kortingscode is verlopen. Haal de code weg in je winkelwagen om zonder af te rekenen.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(plain(screen.getByTestId('checkout-total').textContent)).toBe('€ 31,95'));
  });

  it('refused by the server at checkout shows its reason and is read again', async () => {
    cartCoupon = { code: 'LAATSTE', kind: 'fixed', problem: null, discount: 5, freeShipping: false };
    sessionAnswer = () => apiError(409, 'CONFLICT', 'Deze kortingscode is al gebruikt.');
    logInAs('user');
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Opgeslagen adres'), 'a1');
    await screen.findByText('Korting (LAATSTE)');
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/cart/coupon').length;
    const before = reads();
    cartCoupon = { ...cartCoupon, problem: 'Deze kortingscode is al gebruikt.', discount: 0 };
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    expect(
      await screen.findByText('Er ging iets mis bij afrekenen. Deze kortingscode is al gebruikt.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(
      await screen.findByText(/^Kortingscode LAATSTE: Deze kortingscode is al gebruikt\./),
    ).toBeInTheDocument();
  });
});
