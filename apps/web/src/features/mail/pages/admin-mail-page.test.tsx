import type { OutgoingMail } from '@shop/shared/mail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  _id: 'mail-1',
  to: 'koper@example.nl',
  subject: 'Bevestiging van je bestelling AB12CD34',
  status: 'failed',
  attempts: 3,
  lastError: "Can't send mail - all recipients were rejected: 550 mailbox unavailable",
  messageId: '<m1@loopvoeding.nl>',
  createdAt: '2026-11-23T10:15:00.000Z',
  sentAt: null,
  ...overrides,
});

const paged = (data: OutgoingMail[], totalPages = 1) => ({
  data,
  page: 1,
  limit: 50,
  totalPages,
  totalRecords: data.length,
});

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname.startsWith('/api/admin/mail') ? handler(url, init) : json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const mailCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url }) => url.pathname.startsWith('/api/admin/mail'));

beforeEach(() => logInAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin outgoing mail', () => {
  it('shows each mail with recipient, subject, status in words, attempts and the last error', async () => {
    stubApi(() =>
      json(
        200,
        paged(
          [
            mail(),
            mail({
              _id: 'mail-2',
              status: 'sent',
              attempts: 1,
              lastError: null,
              sentAt: '2026-11-23T10:16:00.000Z',
              subject: 'Tweede',
            }),
          ],
          2,
        ),
      ),
    );
    renderApp('/admin/mail');
    expect(await screen.findByRole('heading', { name: 'Uitgaande e-mail', level: 1 })).toBeInTheDocument();
    const failed = (await screen.findByRole('rowheader', { name: /AB12CD34/ })).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Mislukt')).toBeInTheDocument();
    expect(within(failed).getByText('koper@example.nl')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    expect(within(failed).getByText(/550 mailbox unavailable/)).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: /Opnieuw proberen/ })).toBeEnabled();
    const sent = screen.getByRole('rowheader', { name: 'Tweede' }).closest('tr') as HTMLElement;
    expect(within(sent).getByText('Verzonden')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Opnieuw proberen/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Pagina 1 van 2/)).toBeInTheDocument();
  });

  it('shows the empty state, and writes a search to the URL from page 1', async () => {
    const fetchMock = stubApi(() => json(200, paged([])));
    renderApp('/admin/mail?page=3');
    expect(await screen.findByText('Geen e-mails gevonden.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    await userEvent.type(screen.getByLabelText('Ontvanger'), 'koper@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => {
      const last = mailCalls(fetchMock).at(-1);
      expect(last?.url.searchParams.get('status')).toBe('failed');
      expect(last?.url.searchParams.get('recipient')).toBe('koper@example.nl');
      expect(last?.url.searchParams.get('page')).toBe('1');
    });
  });

  it('retries a failed mail, says so and loads the list again', async () => {
    let retried = false;
    const fetchMock = stubApi((_url, init) => {
      if (init?.method === 'POST') {
        retried = true;
        return json(200, mail({ status: 'queued' }));
      }
      return json(200, paged([mail(retried ? { status: 'queued' } : {})]));
    });
    renderApp('/admin/mail');
    await userEvent.click(await screen.findByRole('button', { name: /Opnieuw proberen/ }));
    expect(await screen.findByText('De e-mail staat weer in de wachtrij.')).toBeInTheDocument();
    expect(
      mailCalls(fetchMock).some(
        ({ url, method }) => method === 'POST' && url.pathname === '/api/admin/mail/mail-1/retry',
      ),
    ).toBe(true);
    const row = screen.getByRole('rowheader', { name: /AB12CD34/ }).closest('tr') as HTMLElement;
    expect(await within(row).findByText('In de wachtrij')).toBeInTheDocument();
  });

  it('shows the server’s reason when a retry is refused', async () => {
    stubApi((_url, init) =>
      init?.method === 'POST'
        ? apiError(409, 'CONFLICT', 'Alleen een mislukte e-mail kan opnieuw verstuurd worden.')
        : json(200, paged([mail()])),
    );
    renderApp('/admin/mail');
    await userEvent.click(await screen.findByRole('button', { name: /Opnieuw proberen/ }));
    expect(
      await screen.findByText('Alleen een mislukte e-mail kan opnieuw verstuurd worden.'),
    ).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi(() => apiError(500, 'INTERNAL_ERROR'));
    renderApp('/admin/mail');
    expect(await screen.findByText('E-mails konden niet geladen worden.')).toBeInTheDocument();
  });
});
