import type { AdminContactListItem, AdminContactMessage, ContactMessage } from '@shop/shared/contact';
import { contactMessages } from '@shop/shared/contact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { contactKeys } from '../api/contact-api.ts';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: 'b2c3d4e5-0000-4000-8000-000000000001',
  subject: 'Gel en maag',
  message: 'Welke gel is zacht voor de maag?',
  email: 'loper@example.nl',
  tags: ['gel', 'maag'],
  priority: 'normaal',
  status: 'beantwoord',
  parentId: null,
  parentSubject: null,
  orderId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  responses: [
    {
      _id: 'r1',
      message: 'Probeer de isotone gel.',
      sentAt: '2026-11-23T12:00:00.000Z',
      // The customer reads support by name only (decision 036).
      admin: { _id: 'a1', name: 'Sanne B.' },
      readByUser: false,
    },
  ],
  unreadReplies: 1,
  ...overrides,
});

type Call = { url: URL; method: string; body: unknown };

function stubApi(handler: (call: Call) => Response | Promise<Response> | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: new URL(String(input), 'http://localhost'),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (await handler(call)) ?? json(200, []);
    }),
  );
  return calls;
}

const paged = <T,>(data: T[]) => ({ data, page: 1, limit: 10, totalPages: 1, totalRecords: data.length });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the contact form', () => {
  it('asks a guest for an e-mail address, parses the tags and sends the message', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/api/contact' ? json(201, message()) : undefined));
    renderApp('/contact');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Onderwerp'), 'Levering');
    await user.type(screen.getByLabelText('Bericht'), 'Wanneer komt mijn pakket?');
    await user.type(screen.getByLabelText('Tags'), ' levering, , bestelling ,levering');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(contactMessages.emailRequired)).toBeInTheDocument();
    expect(calls.filter(({ url }) => url.pathname === '/api/contact')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mailadres'), 'gast@');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(contactMessages.invalidEmail)).toBeInTheDocument();
    expect(calls.filter(({ url }) => url.pathname === '/api/contact')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mailadres'), 'example.nl');
    await user.selectOptions(screen.getByLabelText('Prioriteit'), 'hoog');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(contactMessages.sent)).toBeInTheDocument();
    expect(calls.find(({ url }) => url.pathname === '/api/contact')?.body).toEqual({
      email: 'gast@example.nl',
      subject: 'Levering',
      message: 'Wanneer komt mijn pakket?',
      tags: ['levering', 'bestelling'],
      priority: 'hoog',
    });
  });

  it("shows the API's message or the general failure, and cannot send twice while sending", async () => {
    let answerLast: (response: Response) => void = () => {};
    const answers: (() => Response | Promise<Response>)[] = [
      () => apiError(429, 'RATE_LIMITED', 'Te veel berichten, probeer het straks opnieuw.'),
      () => apiError(500, 'INTERNAL', 'Interne fout'),
      () =>
        new Promise<Response>((resolve) => {
          answerLast = resolve;
        }),
    ];
    const calls = stubApi(({ url }) => (url.pathname === '/api/contact' ? answers.shift()?.() : undefined));
    renderApp('/contact');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'gast@example.nl');
    await user.type(screen.getByLabelText('Onderwerp'), 'Levering');
    await user.type(screen.getByLabelText('Bericht'), 'Waar blijft mijn pakket?');

    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Te veel berichten, probeer het straks opnieuw.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(contactMessages.sendFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Onderwerp')).toHaveValue('Levering');

    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('button', { name: 'Versturen…' })).toBeDisabled();
    answerLast(json(201, message()));
    expect(await screen.findByText(contactMessages.sent)).toBeInTheDocument();
    expect(screen.getByLabelText('Onderwerp')).toHaveValue('');
    expect(screen.getByLabelText('Bericht')).toHaveValue('');
    expect(calls.filter(({ url }) => url.pathname === '/api/contact')).toHaveLength(3);
  });

  it('for a logged-in user hides the e-mail; a follow-up shows "Vervolg op:" and sends the parent', async () => {
    logInAs('user');
    const original = message();
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === `/api/contact/my/${original._id}`) return json(200, original);
      if (url.pathname === '/api/contact' && method === 'POST') return json(201, message());
      return undefined;
    });
    renderApp(`/support?tab=new&parentId=${original._id}`);
    expect(await screen.findByText('Vervolg op:')).toBeInTheDocument();
    expect(screen.getByText('Gel en maag', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Onderwerp')).toHaveValue('Gel en maag'));
    expect(screen.getByLabelText('Tags')).toHaveValue('gel, maag');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bericht'), 'Nog een vraag');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText(contactMessages.sent);
    expect(
      calls.find(({ url, method }) => url.pathname === '/api/contact' && method === 'POST')?.body,
    ).toMatchObject({
      parentId: original._id,
      tags: ['gel', 'maag'],
    });
  });
});

describe('my messages', () => {
  it('lists cards; opening one with unread replies marks them read; filters go to the URL', async () => {
    logInAs('user');
    let read = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/api/contact/my')
        return json(200, paged([read ? message({ unreadReplies: 0 }) : message()]));
      if (method === 'POST' && url.pathname.endsWith('/read')) {
        read = true;
        return json(200, message({ unreadReplies: 0 }));
      }
      return undefined;
    });
    const { router } = renderApp('/mijn-berichten');
    const card = await screen.findByText('Gel en maag');
    expect(screen.getByText('1 nieuw antwoord')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card);
    await waitFor(() =>
      expect(calls.some(({ url, method }) => method === 'POST' && url.pathname.endsWith('/read'))).toBe(true),
    );
    expect(screen.getByText('Probeer de isotone gel.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('1 nieuw antwoord')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bekijk gesprek' })).toHaveAttribute(
      'href',
      `/mijn-berichten/${message()._id}`,
    );
    expect(screen.getByText('Pagina 1 van 1', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Onderwerp' }), 'gel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'gesloten');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toContain('subject=gel'));
    expect(router.state.location.search).toContain('status=gesloten');
    await waitFor(() =>
      expect(
        calls.some(
          ({ url }) =>
            url.pathname === '/api/contact/my' &&
            url.searchParams.get('subject') === 'gel' &&
            url.searchParams.get('status') === 'gesloten',
        ),
      ).toBe(true),
    );
  });

  it('shows an empty state', async () => {
    logInAs('user');
    stubApi(({ url }) => (url.pathname === '/api/contact/my' ? json(200, paged([])) : undefined));
    renderApp('/mijn-berichten');
    expect(await screen.findByText(contactMessages.empty)).toBeInTheDocument();
  });

  it('a message that is not yours reads "Bericht niet gevonden of geen toegang"', async () => {
    logInAs('user');
    stubApi(({ url }) =>
      url.pathname.startsWith('/api/contact/my/')
        ? apiError(404, 'NOT_FOUND', contactMessages.notFound)
        : undefined,
    );
    renderApp('/mijn-berichten/b2c3d4e5-0000-4000-8000-000000000009');
    expect(
      await screen.findByRole('heading', { name: 'Bericht niet gevonden of geen toegang' }),
    ).toBeInTheDocument();
  });

  it('a server failure is not "not found"; a failing read is not repeated', async () => {
    logInAs('user');
    let thread = message();
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST' && url.pathname.endsWith('/read')) return apiError(500, 'INTERNAL', 'fout');
      if (url.pathname === `/api/contact/my/${message()._id}`) return json(200, thread);
      if (url.pathname.startsWith('/api/contact/my/')) return apiError(500, 'INTERNAL', 'fout');
      return undefined;
    });
    const { unmount } = renderApp('/mijn-berichten/b2c3d4e5-0000-4000-8000-000000000009');
    expect(await screen.findByText(contactMessages.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(contactMessages.notFound)).not.toBeInTheDocument();
    unmount();

    const { queryClient } = renderApp(`/mijn-berichten/${message()._id}`);
    expect(await screen.findByText('Probeer de isotone gel.')).toBeInTheDocument();
    expect(screen.getByText('(Nog niet gelezen)')).toBeInTheDocument();
    const reads = () =>
      calls.filter(({ url, method }) => method === 'POST' && url.pathname.endsWith('/read'));
    await waitFor(() => expect(reads()).toHaveLength(1));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    // Then the thread loads again with a new subject: once that is on screen, the page has shown
    // the failed read's outcome (and run its effects) before it, so a repeat would be asked for.
    thread = message({ subject: 'Gel en maag, opnieuw geladen' });
    await queryClient.invalidateQueries({ queryKey: contactKeys.myMessage(message()._id) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gel en maag, opnieuw geladen' }),
    ).toBeInTheDocument();
    expect(reads()).toHaveLength(1);
  });

  it('the detail page shows the thread and sends a reply', async () => {
    logInAs('user');
    const current = message({ status: 'gesloten', unreadReplies: 0 });
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST' && url.pathname.endsWith('/replies'))
        return json(200, { ...current, status: 'in_behandeling' });
      if (url.pathname.startsWith('/api/contact/my/')) return json(200, current);
      return undefined;
    });
    renderApp(`/mijn-berichten/${current._id}`);
    expect(await screen.findByText('Probeer de isotone gel.')).toBeInTheDocument();
    expect(
      screen.getByText('Dit gesprek is gesloten. Als je reageert, gaat het weer open.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Je reactie'), 'Dank je!');
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    expect(await screen.findByText(contactMessages.replySent)).toBeInTheDocument();
    expect(
      calls.find(({ method, url }) => method === 'POST' && url.pathname.endsWith('/replies'))?.body,
    ).toEqual({
      message: 'Dank je!',
    });
  });
});

describe('the support desk', () => {
  const row = (overrides: Partial<AdminContactListItem> = {}): AdminContactListItem => ({
    _id: 'c0000000-0000-4000-8000-000000000001',
    subject: 'Pakket kwijt',
    email: 'klant@example.nl',
    tags: ['retour'],
    priority: 'kritiek',
    status: 'nieuw',
    parentId: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    slaDueAt: '2026-11-23T12:00:00.000Z',
    overdue: true,
    ...overrides,
  });

  it('lists the deadline, overdue work, the thread or "origineel"; tags are repeated parameters in the URL and the API', async () => {
    logInAs('admin');
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/admin/contact'
        ? json(200, {
            ...paged([
              row(),
              row({
                _id: 'c2',
                subject: 'Vervolg',
                parentId: 'c0000000-0000-4000-8000-000000000001',
                slaDueAt: null,
                overdue: false,
              }),
            ]),
            limit: 50,
          })
        : undefined,
    );
    const { router } = renderApp('/admin/contact?tag=retour&tag=gel');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pakket kwijt')).toBeInTheDocument();
    // Overdue work is marked in words and in colour; the deadline is shown as nl-NL date and time.
    const overdue = within(table).getByText(contactMessages.overdue);
    expect(overdue.closest('span.text-red-700')).toHaveTextContent(
      formatDateTime('2026-11-23T12:00:00.000Z'),
    );
    expect(within(table).getByText(contactMessages.original)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'vervolg' })).toHaveAttribute(
      'href',
      '/admin/contact/c0000000-0000-4000-8000-000000000001',
    );
    expect(within(table).getByText(contactMessages.noDeadline)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Gekozen tags' })).toHaveTextContent(/retour.*gel/);
    const listCall = calls.find(({ url }) => url.pathname === '/api/admin/contact')!;
    expect(listCall.url.searchParams.getAll('tag')).toEqual(['retour', 'gel']);

    // Tags are added one by one and removed as chips; each change searches.
    const lastDeskCall = () => calls.filter(({ url }) => url.pathname === '/api/admin/contact').at(-1);
    const urlTags = () => new URLSearchParams(router.state.location.search).getAll('tag');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tag'), 'levering{Enter}');
    await waitFor(() =>
      expect(lastDeskCall()?.url.searchParams.getAll('tag')).toEqual(['retour', 'gel', 'levering']),
    );
    expect(urlTags()).toEqual(['retour', 'gel', 'levering']);
    await user.type(screen.getByLabelText('Tag'), 'maat, kleur');
    await user.click(screen.getByRole('button', { name: 'Tag toevoegen' }));
    await waitFor(() => expect(urlTags()).toEqual(['retour', 'gel', 'levering', 'maat, kleur']));
    await user.click(screen.getByRole('button', { name: 'Verwijder tag retour' }));
    await waitFor(() =>
      expect(lastDeskCall()?.url.searchParams.getAll('tag')).toEqual(['gel', 'levering', 'maat, kleur']),
    );
    expect(urlTags()).toEqual(['gel', 'levering', 'maat, kleur']);

    // Another filter keeps the tags and starts again at page 1.
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'klant@example.nl');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toContain('email=klant%40example.nl'));
    expect(urlTags()).toEqual(['gel', 'levering', 'maat, kleur']);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
  });

  it('links a withdrawal’s thread to its order', async () => {
    logInAs('admin');
    const detail: AdminContactMessage = {
      ...message({
        subject: 'Herroeping bestelling AB12CD34',
        orderId: 'o0000000-0000-4000-8000-000000000001',
      }),
      user: { _id: 'u1', name: 'Lotte P.', email: 'loper@example.nl' },
      slaDueAt: null,
      overdue: false,
      internalNotes: [],
    };
    stubApi(({ url }) => (url.pathname.startsWith('/api/admin/contact/') ? json(200, detail) : undefined));
    renderApp(`/admin/contact/${detail._id}`);
    expect(await screen.findByRole('link', { name: 'Bestelling bekijken' })).toHaveAttribute(
      'href',
      '/admin/orders/o0000000-0000-4000-8000-000000000001',
    );
  });

  it('updates status and priority, replies and adds an internal note', async () => {
    logInAs('admin');
    const detail: AdminContactMessage = {
      ...message({ status: 'nieuw', responses: [], unreadReplies: 0 }),
      user: { _id: 'u1', name: 'Lotte P.', email: 'loper@example.nl' },
      slaDueAt: '2026-11-26T10:00:00.000Z',
      overdue: false,
      internalNotes: [],
    };
    const calls = stubApi(({ url, method }) => {
      if (!url.pathname.startsWith('/api/admin/contact/')) return undefined;
      if (method === 'PUT' && url.pathname.endsWith('/priority'))
        return json(200, { ...detail, priority: 'kritiek', slaDueAt: '2026-11-23T14:00:00.000Z' });
      if (method === 'POST' && url.pathname.endsWith('/notes'))
        return json(200, {
          ...detail,
          internalNotes: [
            {
              _id: 'n1',
              note: 'Belt vaak',
              addedAt: detail.createdAt,
              addedBy: { _id: 'a1', name: 'Sanne B.', email: 'admin@loopvoeding.nl' },
            },
          ],
        });
      return json(200, detail);
    });
    renderApp(`/admin/contact/${detail._id}`);
    const user = userEvent.setup();
    expect(await screen.findByText(formatDateTime('2026-11-26T10:00:00.000Z'))).toBeInTheDocument();
    expect(screen.getByText('loper@example.nl', { exact: false, selector: 'dd' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Prioriteit'), 'kritiek');
    await user.click(screen.getByRole('button', { name: 'Prioriteit bijwerken' }));
    expect(await screen.findByText(contactMessages.updated)).toBeInTheDocument();
    // The SLA deadline follows the new priority.
    expect(screen.getByText(formatDateTime('2026-11-23T14:00:00.000Z'))).toBeInTheDocument();
    expect(screen.queryByText(formatDateTime('2026-11-26T10:00:00.000Z'))).not.toBeInTheDocument();
    expect(
      calls.find(({ method, url }) => method === 'PUT' && url.pathname.endsWith('/priority'))?.body,
    ).toEqual({
      priority: 'kritiek',
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'gesloten');
    await user.click(screen.getByRole('button', { name: 'Status bijwerken' }));
    await waitFor(() =>
      expect(
        calls.find(({ method, url }) => method === 'PUT' && url.pathname.endsWith('/status'))?.body,
      ).toEqual({
        status: 'gesloten',
      }),
    );
    await user.type(screen.getByLabelText('Nieuwe notitie'), 'Belt vaak');
    await user.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    expect(await screen.findByText('Belt vaak', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Antwoord aan de klant'), 'We kijken ernaar.');
    await user.click(screen.getByRole('button', { name: 'Antwoord versturen' }));
    await waitFor(() =>
      expect(
        calls.find(({ method, url }) => method === 'POST' && url.pathname.endsWith('/replies'))?.body,
      ).toEqual({
        message: 'We kijken ernaar.',
      }),
    );
  });
});
