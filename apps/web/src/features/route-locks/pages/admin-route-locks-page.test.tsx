import type { RouteLock } from '@shop/shared/route-lock';
import { routeLockMessages } from '@shop/shared/route-lock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

const lock: RouteLock = {
  _id: 'l1',
  route: '/blog/:slug/comments',
  method: 'POST',
  blockedForRoles: ['user'],
  reason: 'Reacties staan even uit',
  until: null,
  isPrefix: false,
  createdAt: '2026-11-24T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('route locks', () => {
  it('creates a lock from the form, lists the active ones and deletes after confirmation', async () => {
    logInAs('admin');
    let locks: RouteLock[] = [];
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        if (url === '/api/admin/route-locks' && method === 'POST') {
          sent.push(JSON.parse(String(init?.body)));
          locks = [lock];
          return json(201, lock);
        }
        if (url === '/api/admin/route-locks') return json(200, locks);
        if (url === '/api/admin/route-locks/l1' && method === 'DELETE') {
          locks = [];
          return new Response(null, { status: 204 });
        }
        return json(200, []);
      }),
    );
    const confirm = vi.fn().mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/route-locks');
    expect(await screen.findByText(routeLockMessages.empty)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Blokkade aanmaken' }));
    expect(await screen.findByText(routeLockMessages.routeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Route'), '/blog/:slug/comments');
    await user.selectOptions(screen.getByLabelText('Methode'), 'POST');
    await user.type(screen.getByLabelText('Reden (de gebruiker ziet deze)'), 'Reacties staan even uit');
    await user.click(screen.getByRole('button', { name: 'Blokkade aanmaken' }));
    expect(await screen.findByText(routeLockMessages.created)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        route: '/blog/:slug/comments',
        method: 'POST',
        blockedForRoles: ['user'],
        isPrefix: false,
        reason: 'Reacties staan even uit',
      },
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Reacties staan even uit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verwijderen: blokkade POST /blog/:slug/comments' }));
    expect(confirm).toHaveBeenCalledWith(routeLockMessages.confirmDelete);
    expect(await screen.findByText(routeLockMessages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(routeLockMessages.empty)).toBeInTheDocument());
  });

  it('reads the typed end time as Amsterdam time and shows it back as typed', async () => {
    logInAs('admin');
    let locks: RouteLock[] = [];
    const sent: { until?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (String(input) === '/api/admin/route-locks' && method === 'POST') {
          const body = JSON.parse(String(init?.body)) as { until?: string };
          sent.push(body);
          locks = [{ ...lock, until: body.until ?? null }];
          return json(201, locks[0]);
        }
        if (String(input) === '/api/admin/route-locks') return json(200, locks);
        return json(200, []);
      }),
    );
    renderApp('/admin/route-locks');
    expect(await screen.findByText(routeLockMessages.empty)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Route'), '/blog/:slug/comments');
    fireEvent.change(screen.getByLabelText('Tot (leeg: tot je hem verwijdert)'), {
      target: { value: '2026-11-25T14:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Blokkade aanmaken' }));
    expect(await screen.findByText(routeLockMessages.created)).toBeInTheDocument();
    expect(sent[0]?.until).toBe('2026-11-25T13:00:00.000Z');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('25-11-2026 14:00')).toBeInTheDocument();
  });
});
