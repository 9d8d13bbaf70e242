import type { Order } from '@shop/shared/order';
import type { Address, Profile } from '@shop/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, pdfResponse } from '../../../test/downloads.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const address: Address = {
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Eva',
  lastName: 'de Boer',
  street: 'Duinweg',
  number: '10-C',
  zip: '2011 AB',
  city: 'Haarlem',
  country: 'Nederland',
};

const profile = (addresses: Address[]): Profile => ({
  _id: 'u1',
  firstName: 'Eva',
  lastName: 'de Boer',
  email: 'loper@example.nl',
  phone: '0612345678',
  role: 'user',
  sport: { discipline: null, level: 'beginner' },
  addresses,
});

const order: Order = {
  _id: 'o1',
  status: 'paid',
  userEmail: 'loper@example.nl',
  address: { ...address, email: 'loper@example.nl' },
  cart: [
    {
      _id: 'p1',
      lineId: '00000000-0000-4000-8000-0000000000b1',
      refundedQuantity: 0,
      title: 'Gel Citrus',
      price: 12.5,
      quantity: 2,
      vat: { rate: 9, net: 22.94, vat: 2.06 },
      discount: 0,
    },
  ],
  subtotal: 25,
  coupon: null,
  shipping: { name: 'PostNL pakket', carrier: 'PostNL', price: 6.95 },
  total: 31.95,
  vat: {
    country: 'NL',
    total: 2.64,
    rates: [{ rate: 9, gross: 31.95, net: 29.31, vat: 2.64 }],
    shipping: [{ rate: 9, gross: 6.95, net: 6.37, vat: 0.58 }],
  },
  statusHistory: [
    { status: 'pending', at: '2026-11-20T10:00:00.000Z' },
    { status: 'paid', at: '2026-11-20T10:05:00.000Z' },
  ],
  invoices: [{ kind: 'invoice', number: '2026-000123', issuedAt: '2026-11-20T10:05:00.000Z' }],
  shipment: null,
  refunded: 0,
  refunds: [],
  withdrawals: [],
  stripeSessionId: 'cs_1',
  stripePaymentIntentId: 'pi_1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
};

let addresses: Address[];
let orders: Order[];
let profileSave: () => Response;
let invoiceAnswer: (url: string) => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  addresses = [address];
  orders = [order];
  profileSave = () => new Response(null, { status: 204 });
  invoiceAnswer = (url) =>
    pdfResponse(url.endsWith('/2026-000130') ? 'creditfactuur-2026-000130.pdf' : 'factuur-2026-000123.pdf');
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/user/profile') return method === 'PUT' ? profileSave() : json(200, profile(addresses));
    if (url === '/api/user/addresses' && method === 'POST') {
      addresses = [...addresses, { _id: 'new', ...JSON.parse(String(init?.body)) }];
      return json(201, addresses);
    }
    if (url.startsWith('/api/user/addresses/') && method === 'DELETE') {
      addresses = [];
      return json(200, addresses);
    }
    if (/^\/api\/orders\/my\/[^/]+\/invoices\/[\d-]+$/.test(url)) return invoiceAnswer(url);
    if (url.startsWith('/api/orders/my'))
      return json(200, { data: orders, page: 1, limit: 10, totalPages: 1 });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  logInAs('user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodiesOf = (path: string, method: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Profile page', () => {
  it('saves the basic data and says so, or says it failed', async () => {
    renderApp('/profile');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Mijn Profiel', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('E-mail')).toHaveAttribute('readonly');
    const phone = screen.getByLabelText('Telefoon');
    await user.clear(phone);
    await user.type(phone, '0687654321');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('✅ Profiel succesvol opgeslagen!')).toBeInTheDocument();
    expect(bodiesOf('/api/user/profile', 'PUT').at(-1)).toEqual({
      firstName: 'Eva',
      lastName: 'de Boer',
      phone: '0687654321',
    });

    profileSave = () => apiError(500);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('❌ Opslaan profiel faalde.')).toBeInTheDocument();
  });

  it('saves the sport data on each select change with only the sport', async () => {
    renderApp('/profile');
    const user = userEvent.setup();
    const discipline = await screen.findByLabelText('Discipline');
    expect(
      within(discipline)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'voetbal', 'basketbal', 'tennis', 'fitness', 'zwemmen']);
    expect(screen.getByLabelText('Niveau')).toHaveValue('beginner');
    await user.selectOptions(discipline, 'zwemmen');
    await user.selectOptions(screen.getByLabelText('Niveau'), 'pro');
    await waitFor(() =>
      expect(bodiesOf('/api/user/profile', 'PUT')).toEqual([
        { sport: { discipline: 'zwemmen' } },
        { sport: { level: 'pro' } },
      ]),
    );
    expect(discipline).toHaveValue('zwemmen');
  });

  it('adds an address and deletes one only after confirmation', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Adressen' });
    expect(
      within(section).getByText('Eva de Boer, Duinweg 10-C, 2011 AB Haarlem, Nederland'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Adres toevoegen' }));
    await user.type(within(section).getByLabelText('Straat'), 'Kade');
    await user.type(within(section).getByLabelText('Plaats'), 'Utrecht');
    await user.click(within(section).getByRole('button', { name: 'Adres opslaan' }));
    expect(await within(section).findByText('Kade, Utrecht')).toBeInTheDocument();

    const remove = within(section).getByRole('button', { name: /Verwijderen: adres Eva de Boer/ });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Weet je zeker dat je dit adres wil verwijderen?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(remove);
    expect(await within(section).findByText('Geen adressen gevonden.')).toBeInTheDocument();
  });

  it('lists the orders with status, total and an expandable detail', async () => {
    renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    expect(await within(section).findByText('Betaald')).toBeInTheDocument();
    expect(within(section).getByText('€ 31,95')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Details tonen' }));
    expect(within(section).getByText('2 × Gel Citrus')).toBeInTheDocument();
    const amount = (label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(amount('Subtotaal')).toHaveTextContent('€ 25,00');
    expect(amount('Verzending: PostNL pakket (PostNL)')).toHaveTextContent('€ 6,95');
    expect(amount('Totaal')).toHaveTextContent('€ 31,95');
    expect(within(section).getByText('waarvan btw 9 %: € 2,64')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Details verbergen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the coupon code an order used under its subtotal', async () => {
    orders = [{ ...order, coupon: { code: 'ZOMER10', discount: 2.5, shippingDiscount: 0 }, total: 29.45 }];
    renderApp('/profile');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    await user.click(await within(section).findByRole('button', { name: 'Details tonen' }));
    const amount = (label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(amount('Subtotaal')).toHaveTextContent('€ 25,00');
    expect(amount('Korting (ZOMER10)')?.textContent?.replace(/\s/g, ' ')).toBe('€ -2,50');
    expect(amount('Totaal')).toHaveTextContent('€ 29,45');
  });

  it('offers the order’s invoice and credit invoice to download, each saved under its own name', async () => {
    const saved = catchDownloads();
    orders = [
      {
        ...order,
        status: 'refunded',
        invoices: [
          { kind: 'invoice', number: '2026-000123', issuedAt: '2026-11-20T10:05:00.000Z' },
          { kind: 'credit', number: '2026-000130', issuedAt: '2026-11-21T09:00:00.000Z' },
        ],
      },
    ];
    const user = userEvent.setup();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    await user.click(await within(section).findByRole('button', { name: 'Details tonen' }));
    expect(within(section).getByRole('heading', { name: 'Facturen' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Factuur 2026-000123 downloaden' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: 'Creditfactuur 2026-000130 downloaden' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { filename: 'factuur-2026-000123.pdf', type: 'application/pdf', size: 13 },
      { filename: 'creditfactuur-2026-000130.pdf', type: 'application/pdf', size: 13 },
    ]);
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('invoice'));
    expect(asked).toEqual([
      '/api/orders/my/o1/invoices/2026-000123',
      '/api/orders/my/o1/invoices/2026-000130',
    ]);
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/orders/my/o1/invoices/2026-000123',
    )!;
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('says so when an invoice could not be downloaded, and saves nothing', async () => {
    const saved = catchDownloads();
    invoiceAnswer = () => apiError(500, 'INTERNAL', 'kapot');
    const user = userEvent.setup();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    await user.click(await within(section).findByRole('button', { name: 'Details tonen' }));
    await user.click(within(section).getByRole('button', { name: 'Factuur 2026-000123 downloaden' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Downloaden mislukt. Probeer het opnieuw.',
    );
    expect(saved).toEqual([]);
  });

  it('offers no invoice for an order that has none (not paid)', async () => {
    orders = [{ ...order, status: 'pending', invoices: [] }];
    const user = userEvent.setup();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    await user.click(await within(section).findByRole('button', { name: 'Details tonen' }));
    expect(within(section).getByText('2 × Gel Citrus')).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Facturen' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /downloaden/ })).not.toBeInTheDocument();
  });

  it('shows how a shipped order went out: carrier, date, code and a link to follow the parcel', async () => {
    orders = [
      {
        ...order,
        status: 'shipped',
        shipment: {
          carrier: 'PostNL',
          trackingCode: '3SABCD1234567',
          trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-2011AB',
          shippedAt: '2026-11-21T23:30:00.000Z',
        },
      },
    ];
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    // Without opening the details.
    expect(await within(section).findByText('Verzonden met PostNL')).toBeInTheDocument();
    // Half past midnight in Amsterdam: the shop's day.
    expect(within(section).getByText('Verzonden op 22 november 2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T23:30:00.000Z',
    );
    expect(within(section).getByText(/Track & trace/)).toHaveTextContent('Track & trace: 3SABCD1234567');
    const follow = within(section).getByRole('link', { name: 'Volg je pakket (opent in een nieuw tabblad)' });
    expect(follow).toHaveAttribute('href', 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-2011AB');
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the code alone for a carrier without a tracking page, and nothing for an order not shipped', async () => {
    orders = [
      {
        ...order,
        _id: 'o2',
        status: 'shipped',
        shipment: {
          carrier: 'Fietskoerier',
          trackingCode: 'FK2026',
          trackingUrl: null,
          shippedAt: '2026-11-21T09:00:00.000Z',
        },
      },
      order,
    ];
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
    expect(await within(section).findByText('Verzonden met Fietskoerier')).toBeInTheDocument();
    expect(within(section).getByText('FK2026')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Volg je pakket/ })).not.toBeInTheDocument();
    expect(within(section).getAllByText(/^Verzonden met/)).toHaveLength(1);
  });

  it('shows the empty states', async () => {
    addresses = [];
    orders = [];
    renderApp('/profile');
    expect(await screen.findByText('Geen adressen gevonden.')).toBeInTheDocument();
    expect(await screen.findByText('Geen bestellingen gevonden.')).toBeInTheDocument();
  });

  describe('a profile that could not be loaded is not an empty one (decision 037)', () => {
    it.each([
      [
        'a route lock, with its reason',
        () => apiError(423, 'LOCKED', 'Profielen staan even stil.'),
        'Profielen staan even stil.',
      ],
      ['an outage, in the server words', () => apiError(503, 'UNAVAILABLE', 'Even geduld.'), 'Even geduld.'],
      ['another failure, with the page text', () => apiError(500), 'Je profiel kon niet geladen worden.'],
    ])('shows %s, no form to save, and loads again on request', async (_, failure, text) => {
      let fail = true;
      const realFetch = fetchMock.getMockImplementation() as (
        input: RequestInfo | URL,
        init?: RequestInit,
      ) => Promise<Response>;
      fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
        fail && String(input) === '/api/user/profile' ? failure() : realFetch(input, init),
      );
      renderApp('/profile');
      const user = userEvent.setup();
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Voornaam')).not.toBeInTheDocument();
      expect(screen.queryByText('Geen adressen gevonden.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Adres toevoegen' })).not.toBeInTheDocument();

      fail = false;
      await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
      expect(await screen.findByLabelText('Voornaam')).toHaveValue('Eva');
      expect(bodiesOf('/api/user/profile', 'PUT')).toEqual([]);
    });
  });
});
