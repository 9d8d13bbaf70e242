import type { Order } from '@shop/shared/order';
import type { Refund } from '@shop/shared/refund';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { LINE_IDS, makePlacedOrder } from '../test-fixtures.ts';

/** The admin's refund form and refund list on the order page (decision 057). */

let order: Order;
let fetchMock: ReturnType<typeof vi.fn>;
let refundAnswer: (body: unknown) => Response;

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  _id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'refund',
  status: 'succeeded',
  amount: 12.5,
  shipping: 0,
  reason: 'Lekte',
  lines: [{ lineId: LINE_IDS[0], title: 'Gel Proefpakket', quantity: 1, amount: 12.5 }],
  returned: false,
  returnedAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  succeededAt: '2026-11-21T09:00:01.000Z',
  failedAt: null,
  ...overrides,
});

beforeEach(() => {
  logInAs('admin');
  order = makePlacedOrder();
  refundAnswer = () => json(200, order);
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname.endsWith('/refunds')) {
      return refundAnswer(JSON.parse(String(init.body)));
    }
    if (init?.method === 'POST' && url.pathname.endsWith('/returned')) return json(200, order);
    return url.pathname.startsWith('/api/orders') ? json(200, order) : json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/refunds'))
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openForm() {
  renderApp('/admin/orders/order-1');
  const form = (await screen.findByRole('heading', { name: 'Terugbetalen' })).closest(
    'section',
  ) as HTMLElement;
  return { form, user: userEvent.setup() };
}

describe('the refund form', () => {
  it('pays back the chosen lines and the shipping with a reason, showing the amount first', async () => {
    const { form, user } = await openForm();
    await user.type(within(form).getByLabelText('Aantal terug te betalen van Gel Proefpakket'), '1');
    await user.click(within(form).getByLabelText('Verzendkosten terugbetalen (€ 4,95)'));
    await user.type(within(form).getByLabelText('Reden'), 'Zakje lekte');
    await user.click(within(form).getByLabelText('Artikelen zijn retour ontvangen'));
    expect(within(form).getByText('Terug te betalen:').textContent).toContain(formatEuro(17.45));
    refundAnswer = () => {
      order = {
        ...order,
        refunded: 17.45,
        refunds: [refund({ amount: 17.45, shipping: 4.95, reason: 'Zakje lekte' })],
      };
      return json(200, order);
    };
    await user.click(within(form).getByRole('button', { name: 'Terugbetalen' }));
    expect(await within(form).findByText('✅ Terugbetaling verstuurd.')).toBeInTheDocument();
    expect(posted()).toEqual([
      {
        lines: [{ lineId: LINE_IDS[0], quantity: 1 }],
        shipping: true,
        reason: 'Zakje lekte',
        returned: true,
      },
    ]);
    // The order as answered: the refund listed, partly refunded.
    const list = (await screen.findByRole('heading', { name: 'Terugbetalingen' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(list).getByText(`Terugbetaald op ${formatDateTime('2026-11-21T09:00:01.000Z')}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Gedeeltelijk terugbetaald')).toBeInTheDocument();
  });

  it('selects everything that is left with one button', async () => {
    order = makePlacedOrder({ refunds: [refund()], refunded: 12.5 });
    const { form, user } = await openForm();
    expect(
      within(form).getByLabelText('Aantal terug te betalen van Gel Proefpakket'),
    ).toHaveAccessibleDescription('nog 1 terug te betalen');
    await user.click(within(form).getByRole('button', { name: 'Alles selecteren' }));
    expect(within(form).getByLabelText('Aantal terug te betalen van Gel Proefpakket')).toHaveValue(1);
    expect(within(form).getByLabelText('Aantal terug te betalen van Bidon 500 ml')).toHaveValue(1);
    expect(within(form).getByText('Terug te betalen:').textContent).toContain(formatEuro(27.44));
  });

  it('says what is wrong before asking the server: no reason, nothing chosen, more than was paid', async () => {
    const { form, user } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Terugbetalen' }));
    expect(within(form).getByText('Geef een reden op.')).toBeInTheDocument();
    expect(within(form).getByText('Kies wat je wilt terugbetalen.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Reden'), 'Kapot');
    await user.type(within(form).getByLabelText('Aantal terug te betalen van Gel Proefpakket'), '3');
    await user.click(within(form).getByRole('button', { name: 'Terugbetalen' }));
    expect(within(form).getByText('Je kunt niet meer terugbetalen dan er betaald is.')).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('shows the server’s refusal as it comes', async () => {
    refundAnswer = () => apiError(409, 'CONFLICT', 'Je kunt niet meer terugbetalen dan er betaald is.');
    const { form, user } = await openForm();
    await user.type(within(form).getByLabelText('Aantal terug te betalen van Bidon 500 ml'), '1');
    await user.type(within(form).getByLabelText('Reden'), 'Twee admins');
    await user.click(within(form).getByRole('button', { name: 'Terugbetalen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Je kunt niet meer terugbetalen dan er betaald is.',
    );
  });

  it('is not there for an unpaid order, and says so when everything went back', async () => {
    order = makePlacedOrder({ status: 'pending', invoices: [] });
    const { unmount } = renderApp('/admin/orders/order-1');
    await screen.findByText('order-1');
    expect(screen.queryByRole('heading', { name: 'Terugbetalen' })).not.toBeInTheDocument();
    unmount();
    order = makePlacedOrder({
      status: 'delivered',
      refunded: 39.94,
      refunds: [
        refund({
          amount: 39.94,
          shipping: 4.95,
          lines: [
            { lineId: LINE_IDS[0], title: 'Gel Proefpakket', quantity: 2, amount: 25 },
            { lineId: LINE_IDS[2], title: 'Bidon 500 ml', quantity: 1, amount: 9.99 },
          ],
        }),
      ],
    });
    const { form } = await openForm();
    expect(within(form).getByText('Alles van deze bestelling is terugbetaald.')).toBeInTheDocument();
  });
});

describe('the refunds on the order page', () => {
  it('list each refund with what, why and when, and mark goods returned later', async () => {
    order = makePlacedOrder({
      refunded: 12.5,
      refunds: [
        refund(),
        refund({
          _id: 'r2',
          status: 'failed',
          succeededAt: null,
          failedAt: '2026-11-22T10:00:00.000Z',
          lines: [],
          shipping: 4.95,
          amount: 4.95,
          reason: 'Verzending te laat',
        }),
      ],
    });
    renderApp('/admin/orders/order-1');
    const user = userEvent.setup();
    const list = (await screen.findByRole('heading', { name: 'Terugbetalingen' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(list).getByText('1 × Gel Proefpakket')).toBeInTheDocument();
    expect(within(list).getByText('Reden: Lekte', { exact: false })).toBeInTheDocument();
    expect(
      within(list).getByText(`Mislukt op ${formatDateTime('2026-11-22T10:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(list).getByText('Mislukt')).toBeInTheDocument();
    // Only the refund with goods that went through can have them back.
    const buttons = within(list).getAllByRole('button', { name: 'Artikelen zijn retour ontvangen' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(await within(list).findByText('✅ Artikelen terug op voorraad.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/returned'));
    expect(String(call?.[0])).toBe(`/api/orders/order-1/refunds/${order.refunds[0]!._id}/returned`);
  });

  it('take a withdrawal over into the refund form, with a link to its support thread', async () => {
    order = makePlacedOrder({
      status: 'delivered',
      withdrawals: [
        {
          _id: 'w1',
          reason: 'Smaak valt tegen',
          lines: [{ lineId: LINE_IDS[0], title: 'Gel Proefpakket', quantity: 2 }],
          messageId: 'm1',
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    renderApp('/admin/orders/order-1');
    const user = userEvent.setup();
    const requests = (await screen.findByRole('heading', { name: 'Herroepingen' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(requests).getByRole('link', { name: 'Bericht bekijken' })).toHaveAttribute(
      'href',
      '/admin/contact/m1',
    );
    await user.click(within(requests).getByRole('button', { name: 'Overnemen in terugbetaling' }));
    const form = screen.getByRole('heading', { name: 'Terugbetalen' }).closest('section') as HTMLElement;
    await waitFor(() =>
      expect(within(form).getByLabelText('Aantal terug te betalen van Gel Proefpakket')).toHaveValue(2),
    );
    expect(within(form).getByText('Terug te betalen:').textContent).toContain(formatEuro(25));
  });
});
