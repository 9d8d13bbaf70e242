import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/checkout/success') return json(200, { orderId: 'o1', status: 'paid' });
    if (url === '/api/cart' && init?.method === 'DELETE') return new Response(null, { status: 204 });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);

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

  it('confirms nothing for a guest or without a session id', async () => {
    const guest = renderApp('/success?session_id=cs_guest');
    expect(await screen.findByRole('heading', { name: 'Bestelling geplaatst!' })).toBeInTheDocument();
    guest.unmount();
    logInAs('user');
    renderApp('/success');
    expect(await screen.findByRole('heading', { name: 'Bestelling geplaatst!' })).toBeInTheDocument();
    expect(callsTo('/api/checkout/success', 'POST')).toHaveLength(0);
  });
});
