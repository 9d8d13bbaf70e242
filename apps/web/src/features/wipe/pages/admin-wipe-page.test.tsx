import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, logInAs, renderApp } from '../../../test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('wipe', () => {
  it('is enabled only with an entity and exactly WIPE, sends both and shows the answer', async () => {
    logInAs('admin');
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/admin/wipe') {
          bodies.push(JSON.parse(String(init?.body)));
          return json(200, { message: 'Blogposts gewist: 4 verwijderd.', deletedCount: 4 });
        }
        return json(200, []);
      }),
    );
    renderApp('/admin/wipe');
    const button = await screen.findByRole('button', { name: 'Wissen' });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Wat wil je wissen?'), 'BlogPost');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Typ WIPE om te bevestigen'), 'wipe');
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Typ WIPE om te bevestigen'));
    await user.type(screen.getByLabelText('Typ WIPE om te bevestigen'), 'WIPE');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Blogposts gewist: 4 verwijderd.')).toBeInTheDocument();
    expect(bodies).toEqual([{ entity: 'BlogPost', confirm: 'WIPE' }]);
    await waitFor(() => expect(button).toBeDisabled());
  });
});
