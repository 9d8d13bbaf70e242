import type { Order } from '@shop/shared/order';
import type { Refund } from '@shop/shared/refund';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { aProfile } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

/** The buyer's cancellation and withdrawal from their orders on the profile page (decision 057). */

const GEL = '00000000-0000-4000-8000-0000000000b1';
const BOTTLE = '00000000-0000-4000-8000-0000000000b2';
const DAY = 24 * 60 * 60 * 1000;
/** A text as the queries compare it: every white space, the euro's no-break space too, one space. */
const spoken = (text: string) => text.replace(/\s+/g, ' ');
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const baseOrder: Order = {
  _id: 'o1',
  status: 'paid',
  userEmail: 'loper@example.nl',
  address: {
    firstName: 'Eva',
    lastName: 'de Boer',
    email: 'loper@example.nl',
    street: 'Duinweg',
    number: '12',
    zip: '2000',
    city: 'Antwerpen',
    country: 'België',
  },
  cart: [
    {
      _id: 'p1',
      lineId: GEL,
      refundedQuantity: 0,
      title: 'Gel Citrus',
      price: 2.5,
      quantity: 3,
      vat: null,
      discount: 0,
    },
    {
      _id: 'p2',
      lineId: BOTTLE,
      refundedQuantity: 0,
      title: 'Bidon',
      price: 9.99,
      quantity: 1,
      vat: null,
      discount: 0,
    },
  ],
  subtotal: 17.49,
  coupon: null,
  shipment: null,
  shipping: { name: 'PostNL pakket', carrier: 'PostNL', price: 4.95 },
  total: 22.44,
  vat: null,
  statusHistory: [
    { status: 'pending', at: daysAgo(3) },
    { status: 'paid', at: daysAgo(3) },
  ],
  invoices: [],
  refunded: 0,
  refunds: [],
  withdrawals: [],
  stripeSessionId: 'cs_1',
  stripePaymentIntentId: 'pi_1',
  createdAt: daysAgo(3),
  updatedAt: daysAgo(3),
};

const delivered = (days: number): Order => ({
  ...baseOrder,
  status: 'delivered',
  statusHistory: [...baseOrder.statusHistory, { status: 'delivered', at: daysAgo(days) }],
});

const cancellation = (status: Refund['status']): Refund => ({
  _id: 'r1',
  kind: 'cancellation',
  status,
  amount: 22.44,
  shipping: 4.95,
  reason: 'Geannuleerd door de klant',
  lines: [
    { lineId: GEL, title: 'Gel Citrus', quantity: 3, amount: 7.5 },
    { lineId: BOTTLE, title: 'Bidon', quantity: 1, amount: 9.99 },
  ],
  returned: true,
  returnedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  succeededAt: status === 'succeeded' ? '2026-11-24T10:00:01.000Z' : null,
  failedAt: null,
});

let orders: Order[];
let answer: (url: string, body: unknown) => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  orders = [baseOrder];
  answer = () => json(200, orders[0]);
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.startsWith('/api/orders/my/')) {
      return answer(url, init.body ? JSON.parse(String(init.body)) : undefined);
    }
    if (url.startsWith('/api/orders/my'))
      return json(200, { data: orders, page: 1, limit: 10, totalPages: 1 });
    if (url === '/api/user/profile') {
      return json(200, aProfile({ sport: { discipline: null, level: 'beginner' } }));
    }
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  logInAs('user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openOrder() {
  renderApp('/profile');
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Mijn bestellingen' });
  await user.click(await within(section).findByRole('button', { name: 'Details tonen' }));
  return { section, user };
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : undefined]);

describe('cancelling an order', () => {
  it('asks first, then cancels: the order shows Geannuleerd and what went back', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    answer = () => {
      orders = [{ ...baseOrder, status: 'cancelled', refunded: 22.44, refunds: [cancellation('succeeded')] }];
      return json(200, orders[0]);
    };
    const { section, user } = await openOrder();
    await user.click(within(section).getByRole('button', { name: 'Bestelling annuleren' }));
    expect(confirm).toHaveBeenCalledWith(
      'Weet je zeker dat je deze bestelling wilt annuleren? Je krijgt het hele bedrag terug op de rekening waarmee je betaalde.',
    );
    expect(posts()).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Bestelling annuleren' }));
    expect(posts()).toEqual([['/api/orders/my/o1/cancel', undefined]]);
    await waitFor(() => expect(within(section).getAllByText('Geannuleerd').length).toBeGreaterThan(0));
    expect(
      within(section).getByText(
        spoken(
          `Annulering: Terugbetaald op ${formatDateTime('2026-11-24T10:00:01.000Z')}: ${formatEuro(22.44)}`,
        ),
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Bestelling annuleren' })).not.toBeInTheDocument();
  });

  it('says why the shop refused', async () => {
    vi.stubGlobal('confirm', () => true);
    const refusal =
      'Deze bestelling is al verzonden en kan niet meer geannuleerd worden. Na ontvangst kun je hem herroepen.';
    answer = () => apiError(409, 'CONFLICT', refusal);
    const { section, user } = await openOrder();
    await user.click(within(section).getByRole('button', { name: 'Bestelling annuleren' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('is not offered once the order was shipped', async () => {
    orders = [{ ...baseOrder, status: 'shipped' }];
    const { section } = await openOrder();
    expect(within(section).getByText('Verzonden')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Bestelling annuleren' })).not.toBeInTheDocument();
  });

  it('is not offered again while the cancellation waits for the payment provider', async () => {
    orders = [{ ...baseOrder, refunds: [cancellation('pending')] }];
    const { section } = await openOrder();
    expect(
      within(section).getByText(spoken(`Annulering: In behandeling: ${formatEuro(22.44)}`)),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Bestelling annuleren' })).not.toBeInTheDocument();
  });
});

describe('withdrawing an order', () => {
  it('sends the chosen lines and the reason within 14 days after delivery', async () => {
    orders = [delivered(2)];
    answer = (_url, body) => {
      orders = [
        {
          ...delivered(2),
          withdrawals: [
            {
              _id: 'w1',
              reason: 'Smaak valt tegen',
              lines: [{ lineId: GEL, title: 'Gel Citrus', quantity: 2 }],
              messageId: 'm1',
              createdAt: '2026-11-25T10:00:00.000Z',
            },
          ],
        },
      ];
      expect(body).toEqual({ lines: [{ lineId: GEL, quantity: 2 }], reason: 'Smaak valt tegen' });
      return json(200, orders[0]);
    };
    const { section, user } = await openOrder();
    expect(within(section).queryByRole('button', { name: 'Bestelling annuleren' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Herroepen' }));
    const form = within(section).getByRole('form', { name: 'Bestelling herroepen' });
    expect(within(form).getByText(/^Je kunt deze bestelling tot en met .+ herroepen\./)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Aantal terugsturen van Gel Citrus'), '2');
    await user.type(within(form).getByLabelText('Reden'), 'Smaak valt tegen');
    await user.click(within(form).getByRole('button', { name: 'Herroeping versturen' }));
    expect(
      await within(section).findByText(
        'Je herroeping is verstuurd. We nemen contact met je op over het terugsturen.',
      ),
    ).toBeInTheDocument();
    expect(posts().map(([url]) => url)).toEqual(['/api/orders/my/o1/withdrawal']);
    expect(await within(section).findByRole('link', { name: 'Bekijk je bericht' })).toHaveAttribute(
      'href',
      '/mijn-berichten/m1',
    );
  });

  it('asks for a line and a reason, and no more than was bought', async () => {
    orders = [delivered(2)];
    const { section, user } = await openOrder();
    await user.click(within(section).getByRole('button', { name: 'Herroepen' }));
    const form = within(section).getByRole('form', { name: 'Bestelling herroepen' });
    await user.click(within(form).getByRole('button', { name: 'Herroeping versturen' }));
    expect(within(form).getByText('Kies minstens één artikel.')).toBeInTheDocument();
    expect(within(form).getByText('Geef een reden op.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Aantal terugsturen van Bidon'), '2');
    await user.type(within(form).getByLabelText('Reden'), 'Te veel');
    await user.click(within(form).getByRole('button', { name: 'Herroeping versturen' }));
    expect(
      within(form).getByText('Je kunt niet meer artikelen herroepen dan je ontving.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('is not offered after the withdrawal period', async () => {
    orders = [delivered(20)];
    const { section } = await openOrder();
    expect(within(section).getByText('Geleverd')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Herroepen' })).not.toBeInTheDocument();
  });
});

describe('what went back', () => {
  it('shows a partly refunded order so, with when and how much', async () => {
    orders = [
      {
        ...delivered(2),
        refunded: 5,
        refunds: [
          {
            ...cancellation('succeeded'),
            kind: 'refund',
            amount: 5,
            shipping: 0,
            lines: [{ lineId: GEL, title: 'Gel Citrus', quantity: 2, amount: 5 }],
          },
        ],
      },
    ];
    const { section } = await openOrder();
    expect(within(section).getByText('Gedeeltelijk terugbetaald')).toBeInTheDocument();
    expect(
      within(section).getByText(
        spoken(`Terugbetaald op ${formatDateTime('2026-11-24T10:00:01.000Z')}: ${formatEuro(5)}`),
      ),
    ).toBeInTheDocument();
  });
});
