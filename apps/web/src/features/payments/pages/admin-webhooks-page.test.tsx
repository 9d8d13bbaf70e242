import type { WebhookGroup } from '@shop/shared/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname.startsWith('/api/admin/webhooks') ? handler(url, init) : json(200, []);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const webhookCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url }) => url.pathname.startsWith('/api/admin/webhooks'));

/** 14:03:07.009 in Amsterdam. */
const createdAt = '2026-11-20T13:03:07.009Z';

const groups: WebhookGroup[] = [
  {
    groupId: 'cs_paid',
    customerName: 'E. de Boer',
    userId: 'user-7',
    events: [
      {
        _id: 'ev-1',
        eventType: 'checkout.session.completed',
        stripeEventId: 'evt_completed',
        createdAt,
        data: {
          id: 'cs_paid',
          customer_details: { name: 'E. de Boer' },
          metadata: { firstName: 'Eva', lastName: 'de Boer', userId: 'user-7' },
        },
      },
    ],
  },
  {
    groupId: 'cs_expired',
    customerName: 'Jan Peeters',
    userId: null,
    events: [
      {
        _id: 'ev-2',
        eventType: 'checkout.session.expired',
        stripeEventId: 'evt_expired',
        createdAt,
        data: { metadata: { firstName: 'Jan', lastName: 'Peeters', userId: 'user-8' } },
      },
    ],
  },
  {
    groupId: 'pi_orphan',
    customerName: 'unknown',
    userId: null,
    events: [
      { _id: 'ev-3', eventType: 'payment_intent.succeeded', stripeEventId: 'evt_pi', createdAt, data: {} },
    ],
  },
];

const groupCard = (name: string) => screen.getByRole('article', { name });

beforeEach(() => logInAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('admin webhooks page', () => {
  it('loads nothing until a filter is set, and asks for one', async () => {
    const fetchMock = stubApi(() => json(200, groups));
    renderApp('/admin/webhooks');
    expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Vul minstens één filter in/)).toBeInTheDocument();
    expect(screen.getByLabelText('Van')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Tot')).toHaveAttribute('type', 'date');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    // Then a search with a filter: once its answer is on screen, a load the empty search had
    // started would have been asked for before it.
    await user.type(screen.getByLabelText('Sessie'), 'cs_paid');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByRole('article', { name: 'E. de Boer' })).toBeInTheDocument();
    expect(webhookCalls(fetchMock).map(({ url }) => url.search)).toEqual(['?session=cs_paid']);
  });

  it('writes the filters to the query string and loads the groups', async () => {
    const fetchMock = stubApi(() => json(200, groups));
    const { router } = renderApp('/admin/webhooks');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Gebruiker-id'), ' user-7 ');
    await user.type(screen.getByLabelText('Sessie'), 'cs_paid');
    await user.type(screen.getByLabelText('Van'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        userId: 'user-7',
        session: 'cs_paid',
        from: '2026-11-01',
      }),
    );
    expect(await screen.findByRole('article', { name: 'E. de Boer' })).toBeInTheDocument();
    expect(webhookCalls(fetchMock)[0]?.url.search).toBe('?userId=user-7&session=cs_paid&from=2026-11-01');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Sessie')).toHaveValue('');
    expect(screen.getByText(/Vul minstens één filter in/)).toBeInTheDocument();
  });

  it('shows each group with its customer name fallback, user id and expandable events', async () => {
    stubApi(() => json(200, groups));
    renderApp('/admin/webhooks?session=cs');
    const paid = await screen.findByRole('article', { name: 'E. de Boer' });
    expect(within(paid).getByText('cs_paid')).toBeInTheDocument();
    expect(within(paid).getByText('user-7')).toBeInTheDocument();
    expect(within(groupCard('Jan Peeters')).getByText('user-8')).toBeInTheDocument();
    expect(within(groupCard('unknown')).getByText('-')).toBeInTheDocument();

    const details = within(paid)
      .getByText('checkout.session.completed', { selector: 'summary span' })
      .closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    // The closed event's summary line: type, provider event id and timestamp.
    const summary = details.querySelector('summary') as HTMLElement;
    expect(within(summary).getByText('evt_completed')).toBeInTheDocument();
    expect(within(summary).getByText('20-11-2026 14:03:07.009')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(details).getByText('checkout.session.completed', { selector: 'summary span' }));
    expect(details.open).toBe(true);
    expect(within(details).getByText('Event-id').nextElementSibling).toHaveTextContent('evt_completed');
    expect(within(details).getByText('Tijdstip').nextElementSibling).toHaveTextContent(
      '20-11-2026 14:03:07.009',
    );
    const pre = details.querySelector('pre');
    expect(pre?.textContent).toContain('"customer_details": {\n    "name": "E. de Boer"\n  }');
  });

  it("shows 'Laden...' while loading and 'Geen webhook groepen gevonden.' when nothing matches", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/admin/webhooks?userId=niemand');
    expect(await screen.findByText('Laden...')).toBeInTheDocument();
    answer(json(200, []));
    expect(await screen.findByText('Geen webhook groepen gevonden.')).toBeInTheDocument();
  });

  it('says when the groups cannot be loaded', async () => {
    stubApi(() => apiError(400, 'VALIDATION_ERROR', 'Ongeldige invoer.'));
    renderApp('/admin/webhooks?from=gisteren');
    expect(await screen.findByRole('alert')).toHaveTextContent('Webhook-events konden niet geladen worden.');
  });

  it('deletes an event only after confirmation and reloads the groups', async () => {
    let current = groups;
    const fetchMock = stubApi((url, init) => {
      if (init?.method === 'DELETE') {
        current = current.filter((group) => !group.events.some((event) => url.pathname.endsWith(event._id)));
        return new Response(null, { status: 204 });
      }
      return json(200, current);
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/webhooks?session=cs');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', {
      name: 'Verwijderen: event checkout.session.expired (evt_expired)',
    });

    await user.click(button);
    expect(confirm).toHaveBeenCalledWith('Weet je zeker dat je dit webhook-event wil verwijderen?');
    expect(webhookCalls(fetchMock).filter(({ method }) => method === 'DELETE')).toHaveLength(0);

    await user.click(button);
    expect(await screen.findByText('✅ Webhook-event verwijderd')).toBeInTheDocument();
    expect(webhookCalls(fetchMock).find(({ method }) => method === 'DELETE')?.url.pathname).toBe(
      '/api/admin/webhooks/ev-2',
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Jan Peeters' })).not.toBeInTheDocument(),
    );
  });
});
