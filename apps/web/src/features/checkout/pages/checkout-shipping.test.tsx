import type { CartItem } from '@shop/shared/cart';
import type { ShippingMethod } from '@shop/shared/shipping';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart } from '../../../lib/cart/cart-store.ts';
import { aProfile, aShippingMethod } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

/** Checkout's shipping choice and the summary's shipping line and total (decision 049). */

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
      street: 'Meir',
      number: '1',
      zip: '2000',
      city: 'Antwerpen',
      country: 'België',
    },
  ],
});

const method = (overrides: Partial<ShippingMethod>) => aShippingMethod({ freeAbove: null, ...overrides });

// As the API lists them: cheapest first by their own price.
const brievenbus = method({
  name: 'PostNL brievenbus',
  price: 4.25,
  maxOrder: 25,
  deliveryEstimate: '1-2 werkdagen',
});
const dhl = method({ name: 'DHL afhaalpunt', carrier: 'DHL', countries: ['NL', 'BE'], price: 4.95 });
const pakket = method({ freeAbove: 40 });
const pakketBe = method({
  name: 'PostNL pakket België',
  countries: ['BE'],
  price: 9.95,
  deliveryEstimate: '2 werkdagen',
});

let methods: Record<string, () => Response | Promise<Response>>;
let sessionAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearCart();
  methods = {
    NL: () => json(200, [brievenbus, dhl, pakket]),
    BE: () => json(200, [dhl, pakketBe]),
  };
  sessionAnswer = () => json(200, { url: 'http://127.0.0.1/betalen/cs_1' });
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/cart' && (init?.method ?? 'GET') === 'GET') return json(200, [cartLine]);
    if (url.pathname === '/api/user/profile') return json(200, profile);
    if (url.pathname === '/api/checkout/session') return sessionAnswer();
    if (url.pathname === '/api/cart/coupon') return json(200, null);
    if (url.pathname === '/api/shipping/methods') {
      return methods[url.searchParams.get('country') ?? '']?.() ?? json(200, []);
    }
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  logInAs('user');
});
afterEach(() => vi.unstubAllGlobals());

const methodCalls = (country: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api/shipping/methods?country=${country}`).length;

const sentBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/checkout/session');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const shippingGroup = () => screen.getByRole('group', { name: 'Verzendmethode' });
const summary = () => screen.getByRole('region', { name: 'Je bestelling' });
const amount = (label: string | RegExp) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling;

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Voornaam'), 'Eva');
  await user.type(screen.getByLabelText('Achternaam'), 'de Boer');
  await user.type(screen.getByLabelText('Straat'), 'Duinweg');
  await user.type(screen.getByLabelText('Huisnummer'), '10');
  await user.type(screen.getByLabelText('Postcode'), '2011 AB');
  await user.type(screen.getByLabelText('Plaats'), 'Haarlem');
}

describe('Checkout shipping', () => {
  it('offers the methods to the country for this amount, the cheapest chosen, and sends it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/checkout');
    const user = userEvent.setup();

    const letterbox = await screen.findByRole('radio', { name: /PostNL brievenbus/ });
    expect(letterbox).toBeChecked();
    expect(
      within(shippingGroup())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'PostNL brievenbusPostNL · 1-2 werkdagen€ 4,25',
      'DHL afhaalpuntDHL · 1 werkdag€ 4,95',
      'PostNL pakketPostNL · 1 werkdag€ 6,95',
    ]);
    expect(amount('Subtotaal')).toHaveTextContent('€ 25,00');
    expect(amount('Verzending (PostNL brievenbus)')).toHaveTextContent('€ 4,25');
    expect(within(summary()).getByText('incl. btw')).toBeInTheDocument();
    expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent('€ 29,25');

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/betalen/cs_1'));
    expect(sentBody()).toMatchObject({ country: 'Nederland', shippingMethodId: brievenbus._id });
  });

  it('takes another method by keyboard, shows it in the summary and sends it', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /PostNL brievenbus/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /DHL afhaalpunt/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /DHL afhaalpunt/ })).toHaveFocus();
    expect(amount('Verzending (DHL afhaalpunt)')).toHaveTextContent('€ 4,95');
    expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent('€ 29,95');

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    await waitFor(() => expect(sentBody()).toMatchObject({ shippingMethodId: dhl._id }));
  });

  it('waits for the methods when the customer is quicker than they are, and sends the cheapest', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    methods.NL = async () => {
      await answered;
      return json(200, [brievenbus, dhl]);
    };
    renderApp('/checkout');
    const user = userEvent.setup();
    await fillAddress(user);
    expect(within(shippingGroup()).getByText('Verzendmethoden laden...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    // The submit is under way (the button busy) while the methods are not there yet.
    expect(await screen.findByRole('button', { name: 'Doorsturen naar betalen...' })).toBeDisabled();
    expect(sentBody()).toBeUndefined();
    answer();
    await waitFor(() => expect(sentBody()).toMatchObject({ shippingMethodId: brievenbus._id }));
    expect(screen.queryByText('Kies eerst een verzendmethode.')).not.toBeInTheDocument();
  });

  it('says free shipping is free', async () => {
    methods.NL = () => json(200, [method({ name: 'PostNL pakket', freeAbove: 20 })]);
    renderApp('/checkout');
    expect(await screen.findByRole('radio', { name: /PostNL pakket.*Gratis/ })).toBeChecked();
    expect(amount('Verzending (PostNL pakket)')).toHaveTextContent('Gratis');
    expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent('€ 25,00');
  });

  it('asks again for another country, where the cheapest is chosen until the customer’s choice is offered', async () => {
    renderApp('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /PostNL pakket/ }));
    await user.selectOptions(await screen.findByLabelText('Opgeslagen adres'), 'a1');
    expect(await screen.findByRole('radio', { name: /PostNL pakket België/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /DHL afhaalpunt/ })).toBeChecked();
    expect(within(shippingGroup()).getAllByRole('radio')).toHaveLength(2);
    expect(amount('Verzending (DHL afhaalpunt)')).toHaveTextContent('€ 4,95');
    expect(methodCalls('BE')).toBe(1);

    // Typed by hand, back to the Netherlands: the customer's choice there is back.
    await user.clear(screen.getByLabelText('Land'));
    await user.type(screen.getByLabelText('Land'), 'NL');
    expect(await screen.findByRole('radio', { name: /PostNL pakket/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /PostNL brievenbus/ })).not.toBeChecked();
  });

  it('says the shop does not ship to another country, and the form says it at the field', async () => {
    renderApp('/checkout');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /PostNL brievenbus/ });
    await fillAddress(user);
    await user.clear(screen.getByLabelText('Land'));
    await user.type(screen.getByLabelText('Land'), 'Duitsland');
    expect(
      within(shippingGroup()).getByText('We verzenden alleen naar Nederland en België.'),
    ).toBeInTheDocument();
    expect(within(shippingGroup()).queryByRole('radio')).not.toBeInTheDocument();
    expect(amount('Verzending')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    expect(screen.getByLabelText('Land')).toHaveAccessibleDescription(
      'We verzenden alleen naar Nederland en België.',
    );
    expect(sentBody()).toBeUndefined();
  });

  it('says when no method takes this order, and sends nothing', async () => {
    methods.NL = () => json(200, [method({ name: 'PostNL brievenbus', price: 4.25, maxOrder: 20 })]);
    renderApp('/checkout');
    const user = userEvent.setup();
    expect(
      await within(await screen.findByRole('group', { name: 'Verzendmethode' })).findByText(
        'Er is geen verzendmethode voor dit adres en dit bedrag.',
      ),
    ).toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    expect(await screen.findByText('Kies eerst een verzendmethode.')).toBeInTheDocument();
    expect(sentBody()).toBeUndefined();
  });

  it('says when the methods could not be loaded, and loads them again on request', async () => {
    methods.NL = () => apiError(500);
    renderApp('/checkout');
    const user = userEvent.setup();
    const failure = await within(await screen.findByRole('group', { name: 'Verzendmethode' })).findByRole(
      'alert',
    );
    expect(failure).toHaveTextContent('De verzendmethoden konden niet geladen worden.');
    methods.NL = () => json(200, [dhl]);
    await user.click(within(failure).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('radio', { name: /DHL afhaalpunt/ })).toBeChecked();
  });

  it('reads the methods again when checkout refuses the chosen one', async () => {
    sessionAnswer = () =>
      apiError(
        409,
        'CONFLICT',
        'Deze verzendmethode is niet beschikbaar voor je bestelling. Kies een andere.',
      );
    renderApp('/checkout');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /PostNL brievenbus/ });
    await fillAddress(user);
    methods.NL = () => json(200, [dhl, pakket]);
    await user.click(screen.getByRole('button', { name: 'Bestellen en betalen' }));
    expect(await screen.findByText(/Deze verzendmethode is niet beschikbaar/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /DHL afhaalpunt/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /PostNL brievenbus/ })).not.toBeInTheDocument();
    expect(methodCalls('NL')).toBe(2);
  });
});
