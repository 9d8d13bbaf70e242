import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, logInAs, renderApp } from '../test/render.tsx';
import { browserName } from './page-views.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('page views', () => {
  it('sends the page left, with its path, times and the token, when the route changes', async () => {
    logInAs('user');
    const views: { body: Record<string, string>; headers: Record<string, string>; keepalive?: boolean }[] =
      [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/analytics/track') {
          views.push({
            body: JSON.parse(String(init?.body)),
            headers: init?.headers as Record<string, string>,
            ...(init?.keepalive === undefined ? {} : { keepalive: init.keepalive }),
          });
          return new Response(null, { status: 204 });
        }
        return json(200, []);
      }),
    );
    renderApp('/about');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('link', { name: 'Blog' }))[0]!);
    await waitFor(() => expect(views).toHaveLength(1));
    const [view] = views;
    expect(view?.body.path).toBe('/about');
    expect(Date.parse(view!.body.endedAt!)).toBeGreaterThanOrEqual(Date.parse(view!.body.startedAt!));
    expect(view?.headers.authorization).toMatch(/^Bearer /);
    expect(view?.keepalive).toBe(true);
  });

  it('leaves the login off when the browser asks not to be followed (Global Privacy Control)', async () => {
    logInAs('user');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    });
    const headers: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/analytics/track') headers.push(init?.headers as Record<string, string>);
        return String(input) === '/api/analytics/track' ? new Response(null, { status: 204 }) : json(200, []);
      }),
    );
    renderApp('/about');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('link', { name: 'Blog' }))[0]!);
    await waitFor(() => expect(headers).toHaveLength(1));
    expect(headers[0]?.authorization).toBeUndefined();
  });

  it('names the common browsers', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(
      'Chrome',
    );
    expect(
      browserName('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox');
    expect(browserName('Mozilla/5.0 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge');
  });
});
