import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, getCartLines } from '../../../lib/cart/cart-store.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { PAYMENT_POLL_LIMIT_MS, PAYMENT_POLL_MS } from '../hooks/use-payment-outcome.ts';

let fetchMock: ReturnType<typeof vi.fn>;
/** What POST /checkout/success answers. */
let confirmation: () => Response;
/** The statuses GET /orders/my/o1 answers, one per call (the last one repeats). */
let orderStatuses: string[];

beforeEach(() => {
  confirmation = () => json(200, { orderId: 'o1', status: 'paid' });
  orderStatuses = ['pending'];
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/checkout/success') return confirmation();
    if (url === '/api/orders/my/o1') {
      const status = orderStatuses.length > 1 ? orderStatuses.shift() : orderStatuses[0];
      return json(200, { _id: 'o1', status });
    }
    if (url === '/api/cart' && init?.method === 'DELETE') return new Response(null, { status: 204 });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

const aProduct = {
  _id: 'p1',
  slug: 'gel',
  title: 'Gel',
  description: '',
  image: null,
  photos: [],
  contents: [],
  price: 2,
  stock: 5,
  maxPerOrder: 10,
  discount: null,
  referencePrice: null,
  category: [],
  brand: [],
  shelfLife: '',
  vatClass: 'reduced' as const,
  nutrition: null,
  isPublished: true,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('Success page', () => {
  it('confirms the payment exactly once, then reads the cart the server kept (never deletes it)', async () => {
    logInAs('user');
    const first = renderApp('/success?session_id=cs_once');
    expect(await screen.findByRole('heading', { name: 'Bestelling geplaatst!' })).toBeInTheDocument();
    expect(screen.getByText(/bevestiging per e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Naar home' })).toHaveAttribute('href', '/');
    // The server took the paid products out of the cart; a newer cart (an old link opened later) stays.
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(urls().lastIndexOf('/api/cart')).toBeGreaterThan(urls().indexOf('/api/checkout/success')),
    );
    expect(callsTo('/api/cart', 'DELETE')).toHaveLength(0);
    first.unmount();

    renderApp('/success?session_id=cs_once');
    expect(await screen.findByRole('heading', { name: 'Bestelling geplaatst!' })).toBeInTheDocument();
    const confirmations = callsTo('/api/checkout/success', 'POST');
    expect(confirmations).toHaveLength(1);
    expect(JSON.parse(String(confirmations[0]?.[1]?.body))).toEqual({ sessionId: 'cs_once' });
  });

  it('never says an order was placed without a session id, and links to the orders', async () => {
    logInAs('user');
    renderApp('/success');
    expect(await screen.findByRole('heading', { name: 'Bestelling niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByText('Bestelling geplaatst!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn bestellingen' })).toHaveAttribute('href', '/profile');
    expect(callsTo('/api/checkout/success', 'POST')).toHaveLength(0);
  });

  it('says a made-up or someone else’s session is unknown, and keeps the cart', async () => {
    confirmation = () => apiError(404, 'NOT_FOUND', 'Betaling onbekend.');
    logInAs('user');
    addToCart(aProduct);
    renderApp('/success?session_id=cs_verzonnen');
    expect(await screen.findByRole('heading', { name: 'Bestelling niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText(/geen betaling van jou vinden/)).toBeInTheDocument();
    expect(screen.queryByText('Bestelling geplaatst!')).not.toBeInTheDocument();
    expect(getCartLines().map((line) => line._id)).toEqual(['p1']);
  });

  it('asks a guest to log in, and asks the server nothing', async () => {
    renderApp('/success?session_id=cs_guest');
    expect(await screen.findByRole('heading', { name: 'Bestelling niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('Log in om te zien hoe het met je bestelling staat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(callsTo('/api/checkout/success', 'POST')).toHaveLength(0);
  });

  it('follows a payment on its way until it arrives, then says the order is placed', async () => {
    confirmation = () => json(200, { orderId: 'o1', status: 'pending' });
    orderStatuses = ['pending', 'paid'];
    logInAs('user');
    renderApp('/success?session_id=cs_onderweg');
    expect(await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' })).toBeInTheDocument();
    expect(screen.queryByText('Bestelling geplaatst!')).not.toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Bestelling geplaatst!' },
        { timeout: 3 * PAYMENT_POLL_MS + 2000 },
      ),
    ).toBeInTheDocument();
    expect(callsTo('/api/orders/my/o1', 'GET').length).toBeGreaterThanOrEqual(2);
    expect(callsTo('/api/checkout/success', 'POST')).toHaveLength(1);
  }, 20_000);

  it('stops asking after a while and points to the orders', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    confirmation = () => json(200, { orderId: 'o1', status: 'pending' });
    logInAs('user');
    renderApp('/success?session_id=cs_traag');
    expect(await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_LIMIT_MS + PAYMENT_POLL_MS);
    expect(await screen.findByText(/Dit duurt langer dan gewoonlijk/)).toBeInTheDocument();
    const asked = callsTo('/api/orders/my/o1', 'GET').length;
    await vi.advanceTimersByTimeAsync(5 * PAYMENT_POLL_MS);
    expect(callsTo('/api/orders/my/o1', 'GET')).toHaveLength(asked);
  });

  it('says a cancelled or expired payment placed no order', async () => {
    confirmation = () => json(200, { orderId: 'o1', status: 'expired' });
    logInAs('user');
    renderApp('/success?session_id=cs_verlopen');
    expect(await screen.findByRole('heading', { name: 'Betaling niet afgerond' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je winkelwagen' })).toHaveAttribute('href', '/cart');
  });

  it('shows a route lock’s reason when the confirmation is locked, and asks again on request', async () => {
    confirmation = () => apiError(423, 'LOCKED', 'Betalingen worden even nagekeken.');
    logInAs('user');
    renderApp('/success?session_id=cs_slot');
    const user = userEvent.setup();
    expect(await screen.findByText('Betalingen worden even nagekeken.')).toBeInTheDocument();
    expect(screen.queryByText('Bestelling geplaatst!')).not.toBeInTheDocument();
    confirmation = () => json(200, { orderId: 'o1', status: 'paid' });
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Bestelling geplaatst!' })).toBeInTheDocument();
    expect(callsTo('/api/checkout/success', 'POST')).toHaveLength(2);
  });
});
