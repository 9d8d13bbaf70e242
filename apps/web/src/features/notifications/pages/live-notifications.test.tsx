import type { Notification } from '@shop/shared/notification';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';
import { createEventParser } from '../api/notification-stream.ts';

const first: Notification = {
  _id: 'n1',
  title: 'Bestelling betaald',
  message: 'Bestelling AB12CD34: Betaald.',
  icon: 'package',
  link: '/profile',
  isRead: false,
  createdAt: new Date().toISOString(),
};
const live: Notification = { ...first, _id: 'n2', title: 'Nieuw antwoord van support', icon: 'mail' };

/** A stream the test writes events into, as the server would. */
function controllableStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => push(text),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('live notifications', () => {
  it('a notification from the stream shows on the page and in the badge at once, never twice', async () => {
    logInAs('user');
    const stream = controllableStream();
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        requests.push(url);
        if (url === '/api/notifications/stream') return stream.response;
        if (url === '/api/notifications/my') return json(200, [first]);
        return json(200, []);
      }),
    );
    renderApp('/notificaties');
    expect(await screen.findByText('Bestelling betaald')).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('/api/notifications/stream'));
    const fetchedLists = () => requests.filter((url) => url === '/api/notifications/my').length;
    const before = fetchedLists();

    const event = `id: 7\nevent: notification\ndata: ${JSON.stringify(live)}\n\n`;
    stream.push(`retry: 3000\n\n${event}`);
    stream.push(event);
    stream.push('event: unread\ndata: {"unread":2}\n\n');
    expect(await screen.findByText('Nieuw antwoord van support')).toBeInTheDocument();
    expect(screen.getAllByText('Nieuw antwoord van support')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('2', { selector: 'span' })).toBeInTheDocument());
    // The count matched the list: nothing was fetched again.
    expect(fetchedLists()).toBe(before);
  });

  it('an unread count that differs from the list (read in another tab) fetches the list again', async () => {
    logInAs('user');
    const stream = controllableStream();
    let list = [first];
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        requests.push(url);
        if (url === '/api/notifications/stream') return stream.response;
        if (url === '/api/notifications/my') return json(200, list);
        return json(200, []);
      }),
    );
    renderApp('/notificaties');
    await screen.findByText('Bestelling betaald');
    await waitFor(() => expect(requests).toContain('/api/notifications/stream'));
    list = [{ ...first, isRead: true }];
    const before = requests.filter((url) => url === '/api/notifications/my').length;
    stream.push('event: unread\ndata: {"unread":0}\n\n');
    await waitFor(() =>
      expect(requests.filter((url) => url === '/api/notifications/my').length).toBeGreaterThan(before),
    );
  });
});

describe('createEventParser', () => {
  it('reads events split across chunks, with ids, several data lines and comments', () => {
    const events: unknown[] = [];
    const parse = createEventParser((event) => events.push(event));
    parse(': ping\n\nid: 3\nevent: notif');
    parse('ication\ndata: {"a":\ndata: 1}\n\nevent: unread\r\ndata: {"unread":0}\r\n\r\n');
    expect(events).toEqual([
      { id: '3', event: 'notification', data: '{"a":\n1}' },
      { event: 'unread', data: '{"unread":0}' },
    ]);
  });
});
