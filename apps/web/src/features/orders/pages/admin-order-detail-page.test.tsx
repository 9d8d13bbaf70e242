import type { Order } from '@shop/shared/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, pdfResponse } from '../../../test/downloads.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { makeOrder, makePlacedOrder } from '../test-fixtures.ts';

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname.startsWith('/api/orders') ? handler(url, init) : json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const statusOptions = () =>
  within(screen.getByLabelText('Nieuwe status'))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => logInAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin order detail', () => {
  it('shows the order, its address, items with line totals, history and payment ids', async () => {
    stubApi(() => json(200, makeOrder()));
    renderApp('/admin/orders/order-1');
    expect(await screen.findByText('order-1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bestelling', level: 1 })).toBeInTheDocument();
    const overview = screen.getByRole('heading', { name: 'Overzicht' }).parentElement as HTMLElement;
    expect(within(overview).getByText('loper@example.nl').previousElementSibling).toHaveTextContent(
      'E-mail klant',
    );
    expect(screen.getByText(/Duinweg 12/)).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Artikelen' });
    const gelRow = within(items).getByText('Gel Proefpakket').closest('tr') as HTMLElement;
    expect(within(gelRow).getByText('€ 25,00')).toBeInTheDocument();
    // An order from before shipping and VAT were recorded: its total alone.
    expect(screen.getByText('Totaal', { selector: 'dt' }).nextElementSibling).toHaveTextContent('€ 32,95');
    expect(screen.queryByText(/Verzending:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/waarvan btw/)).not.toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'Statusgeschiedenis' }).parentElement as HTMLElement;
    expect(within(history).getByText('Wacht op betaling')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('cs_test_123')).toBeInTheDocument();
    expect(screen.getByText('pi_test_456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webhook-events bekijken' })).toHaveAttribute(
      'href',
      '/admin/webhooks?session=cs_test_123',
    );
    expect(screen.getByRole('link', { name: /Terug naar bestellingen/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('shows the shipping copied onto the order, the total and its VAT per rate', async () => {
    stubApi(() => json(200, makePlacedOrder()));
    renderApp('/admin/orders/order-1');
    expect(await screen.findByText('order-1')).toBeInTheDocument();
    const amount = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(amount('Subtotaal')).toHaveTextContent('€ 34,99');
    expect(amount('Verzending: PostNL pakket (PostNL)')).toHaveTextContent('€ 4,95');
    expect(amount('Totaal')).toHaveTextContent('€ 39,94');
    expect(screen.getByText('waarvan btw 9 %: € 2,36')).toBeInTheDocument();
    expect(screen.getByText('waarvan btw 21 %: € 2,21')).toBeInTheDocument();
  });

  it('shows the coupon code the order used and what it took off, or that it made shipping free', async () => {
    stubApi(() =>
      json(
        200,
        makePlacedOrder({ coupon: { code: 'ZOMER10', discount: 3.5, shippingDiscount: 0 }, total: 36.44 }),
      ),
    );
    const view = renderApp('/admin/orders/order-1');
    expect(await screen.findByText('order-1')).toBeInTheDocument();
    const amount = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(amount('Subtotaal')).toHaveTextContent('€ 34,99');
    expect(amount('Korting (ZOMER10)')?.textContent?.replace(/\s/g, ' ')).toBe('€ -3,50');
    expect(amount('Totaal')).toHaveTextContent('€ 36,44');
    view.unmount();

    stubApi(() =>
      json(
        200,
        makePlacedOrder({
          coupon: { code: 'GRATIS', discount: 0, shippingDiscount: 4.95 },
          shipping: { name: 'PostNL pakket', carrier: 'PostNL', price: 0 },
          total: 34.99,
        }),
      ),
    );
    renderApp('/admin/orders/order-1');
    expect(await screen.findByText('order-1')).toBeInTheDocument();
    expect(amount('Korting (GRATIS)')).toHaveTextContent('Gratis verzending');
    expect(amount('Verzending: PostNL pakket (PostNL)')).toHaveTextContent('Gratis');
  });

  it('says free shipping was free', async () => {
    stubApi(() =>
      json(200, makePlacedOrder({ shipping: { name: 'PostNL pakket', carrier: 'PostNL', price: 0 } })),
    );
    renderApp('/admin/orders/order-1');
    expect(await screen.findByText('order-1')).toBeInTheDocument();
    expect(
      screen.getByText('Verzending: PostNL pakket (PostNL)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Gratis');
  });

  it('offers only the allowed next statuses', async () => {
    const cases: [Order['status'], string[]][] = [
      ['pending', ['Betaald', 'Geannuleerd', 'Verlopen']],
      // 'Terugbetaald' comes only with a refund (decision 057).
      ['paid', ['In behandeling']],
      ['processing', ['Verzonden']],
      ['shipped', ['Geleverd']],
    ];
    for (const [status, expected] of cases) {
      stubApi(() => json(200, makeOrder({ status })));
      const { unmount } = renderApp('/admin/orders/order-1');
      await screen.findByText('order-1');
      expect(statusOptions()).toEqual(expected);
      unmount();
    }
  });

  it('has no status control for a final status', async () => {
    stubApi(() => json(200, makeOrder({ status: 'delivered' })));
    renderApp('/admin/orders/order-1');
    expect(
      await screen.findByText('Deze status is definitief: er is geen volgende status.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Status bijwerken' })).not.toBeInTheDocument();
  });

  it('changes the status and then offers the next step', async () => {
    let order = makeOrder({ status: 'paid' });
    const fetchMock = stubApi((_url, init) => {
      if (init?.method === 'PUT') {
        const { status } = JSON.parse(String(init.body)) as { status: Order['status'] };
        order = {
          ...order,
          status,
          statusHistory: [...order.statusHistory, { status, at: new Date().toISOString() }],
        };
      }
      return json(200, order);
    });
    renderApp('/admin/orders/order-1');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Nieuwe status'), 'In behandeling');
    await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
    expect(await screen.findByText("✅ Status bijgewerkt naar 'In behandeling'.")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/orders/order-1/status');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'processing' });
    await waitFor(() => expect(statusOptions()).toEqual(['Verzonden']));
  });

  it("shows the server's message when the change is refused (409)", async () => {
    const message = "Een bestelling kan niet van 'Betaald' naar 'In behandeling'.";
    stubApi((_url, init) =>
      init?.method === 'PUT' ? apiError(409, 'CONFLICT', message) : json(200, makeOrder()),
    );
    renderApp('/admin/orders/order-1');
    const user = userEvent.setup();
    await screen.findByLabelText('Nieuwe status');
    await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const fetchMock = stubApi((_url, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, makeOrder()),
    );
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderApp('/admin/orders/order-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bestelling verwijderen' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Bestelling verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    await waitFor(() => expect(screen.getByText('✅ Bestelling verwijderd')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
      '/api/orders/order-1',
    );
    // The deleted order is not asked for again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/orders/order-1')).toHaveLength(2);
  });

  it("says 'Bestelling niet gevonden.' for an unknown order", async () => {
    stubApi(() => apiError(404, 'NOT_FOUND', 'Bestelling niet gevonden.'));
    renderApp('/admin/orders/bestaat-niet');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestelling niet gevonden.');
  });

  it('offers the order’s invoice and credit invoice to download from the admin’s own routes', async () => {
    const saved = catchDownloads();
    const fetchMock = stubApi((url) =>
      url.pathname.endsWith('/invoices/2026-000123')
        ? pdfResponse('factuur-2026-000123.pdf')
        : url.pathname.endsWith('/invoices/2026-000130')
          ? pdfResponse('creditfactuur-2026-000130.pdf')
          : json(
              200,
              makeOrder({
                status: 'refunded',
                invoices: [
                  { kind: 'invoice', number: '2026-000123', issuedAt: '2026-11-20T10:05:00.000Z' },
                  { kind: 'credit', number: '2026-000130', issuedAt: '2026-11-21T09:00:00.000Z' },
                ],
              }),
            ),
    );
    renderApp('/admin/orders/order-1');
    const user = userEvent.setup();
    const panel = (await screen.findByRole('heading', { name: 'Facturen' })).parentElement as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Factuur 2026-000123 downloaden' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: 'Creditfactuur 2026-000130 downloaden' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => [file.filename, file.type])).toEqual([
      ['factuur-2026-000123.pdf', 'application/pdf'],
      ['creditfactuur-2026-000130.pdf', 'application/pdf'],
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('invoice'))).toEqual(
      ['/api/orders/order-1/invoices/2026-000123', '/api/orders/order-1/invoices/2026-000130'],
    );
  });

  it('says an unpaid order has no invoice yet', async () => {
    stubApi(() => json(200, makeOrder({ status: 'pending', invoices: [] })));
    renderApp('/admin/orders/order-1');
    const panel = (await screen.findByRole('heading', { name: 'Facturen' })).parentElement as HTMLElement;
    expect(
      within(panel).getByText('Nog geen factuur: die komt er zodra de bestelling betaald is.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  describe('shipping (decision 054)', () => {
    const shipment = {
      carrier: 'PostNL',
      trackingCode: '3SABCD1234567',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-BE-2000',
      shippedAt: '2026-11-21T09:30:00.000Z',
    };

    /** An order in processing whose PUT answers as the server would, shipped with the parcel sent. */
    function stubShipping(answer?: (body: Record<string, unknown>) => Response) {
      let order: Order = makePlacedOrder({ status: 'processing' });
      return stubApi((_url, init) => {
        if (init?.method !== 'PUT') return json(200, order);
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        if (answer) return answer(body);
        order = {
          ...order,
          status: 'shipped',
          shipment: { ...shipment, trackingCode: String(body.trackingCode) },
        };
        return json(200, order);
      });
    }

    const puts = (fetchMock: ReturnType<typeof stubApi>) =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)));

    it('asks for the carrier, filled in from the shipping method, and the code, and sends them', async () => {
      const fetchMock = stubShipping();
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      expect(await screen.findByLabelText('Nieuwe status')).toHaveValue('shipped');
      expect(screen.getByLabelText('Vervoerder')).toHaveValue('PostNL');
      await user.type(screen.getByLabelText('Track & trace-code'), ' 3sabcd1234567 ');
      await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
      expect(await screen.findByText("✅ Status bijgewerkt naar 'Verzonden'.")).toBeInTheDocument();
      // Trimmed and in capitals by the shared rule before it is sent.
      expect(puts(fetchMock)).toEqual([
        { status: 'shipped', carrier: 'PostNL', trackingCode: '3SABCD1234567' },
      ]);
      const panel = screen.getByRole('heading', { name: 'Verzending' }).parentElement as HTMLElement;
      expect(within(panel).getByText('Verzonden met PostNL')).toBeInTheDocument();
      expect(within(panel).getByText('Verzonden op 21 november 2026')).toBeInTheDocument();
      expect(within(panel).getByText('3SABCD1234567')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: /Volg je pakket/ })).toHaveAttribute(
        'href',
        shipment.trackingUrl,
      );
    });

    it('takes another carrier when the admin names one', async () => {
      const fetchMock = stubShipping();
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      const carrier = await screen.findByLabelText('Vervoerder');
      await user.clear(carrier);
      await user.type(carrier, 'DHL');
      await user.type(screen.getByLabelText('Track & trace-code'), 'JVGL0123456789');
      await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
      await screen.findByText("✅ Status bijgewerkt naar 'Verzonden'.");
      expect(puts(fetchMock)).toEqual([
        { status: 'shipped', carrier: 'DHL', trackingCode: 'JVGL0123456789' },
      ]);
    });

    it('refuses a missing or malformed code or an empty carrier in the browser, sending nothing', async () => {
      const fetchMock = stubShipping();
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Status bijwerken' }));
      const code = screen.getByLabelText('Track & trace-code');
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(/Vul een geldige track-and-tracecode in\./),
      );
      expect(code).toHaveAttribute('aria-invalid', 'true');
      await user.type(code, '3S-ABC');
      await user.clear(screen.getByLabelText('Vervoerder'));
      await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
      expect(await screen.findByText('Vul een vervoerder in.')).toBeInTheDocument();
      expect(screen.getByText('Vul een geldige track-and-tracecode in.')).toBeInTheDocument();
      expect(puts(fetchMock)).toEqual([]);
    });

    it('puts the server’s refusal of a field under that field', async () => {
      stubShipping(() =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Ongeldige invoer',
            details: { carrier: ['Vul een vervoerder in.'] },
          },
        }),
      );
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Track & trace-code'), '3SABC1234');
      await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Vervoerder')).toHaveAccessibleDescription(/Vul een vervoerder in\./),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the server’s message when the order was shipped already with another parcel', async () => {
      const message = 'Deze bestelling is al verzonden, met een andere vervoerder of track-and-tracecode.';
      stubShipping(() => apiError(409, 'CONFLICT', message));
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Track & trace-code'), '3SABC1234');
      await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('asks nothing more for the other statuses', async () => {
      stubApi(() => json(200, makePlacedOrder({ status: 'shipped' })));
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      await user.selectOptions(await screen.findByLabelText('Nieuwe status'), 'Geleverd');
      expect(screen.queryByLabelText('Track & trace-code')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Vervoerder')).not.toBeInTheDocument();
    });

    it('says an order was not shipped yet, and a carrier without a tracking page gives the code alone', async () => {
      stubApi(() => json(200, makeOrder({ status: 'paid' })));
      const { unmount } = renderApp('/admin/orders/order-1');
      expect(await screen.findByText('Nog niet verzonden.')).toBeInTheDocument();
      unmount();

      stubApi(() =>
        json(
          200,
          makeOrder({
            status: 'shipped',
            shipment: { ...shipment, carrier: 'Fietskoerier', trackingUrl: null },
          }),
        ),
      );
      renderApp('/admin/orders/order-1');
      expect(await screen.findByText('Verzonden met Fietskoerier')).toBeInTheDocument();
      expect(screen.getByText('3SABCD1234567')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Volg je pakket/ })).not.toBeInTheDocument();
    });

    it('downloads the packing slip from the admin’s route', async () => {
      const saved = catchDownloads();
      const fetchMock = stubApi((url) =>
        url.pathname.endsWith('/packing-slip') ? pdfResponse('pakbon-ORDER-1.pdf') : json(200, makeOrder()),
      );
      renderApp('/admin/orders/order-1');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Pakbon downloaden' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatchObject({ filename: 'pakbon-ORDER-1.pdf', type: 'application/pdf' });
      const [url, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/packing-slip'))!;
      expect(String(url)).toBe('/api/orders/order-1/packing-slip');
      expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    });
  });
});
