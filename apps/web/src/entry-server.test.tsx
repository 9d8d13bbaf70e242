import { apiMessages, errorCodes } from '@shop/shared/api';
import { describe, expect, it } from 'vitest';
import { ROOT_MARKER, renderPage } from './entry-server.tsx';
import { plannerMessages } from './features/planner/messages.ts';
import { pageTitles } from './lib/messages.ts';
import { unavailableMessages } from './lib/unavailable-messages.ts';

const template = `<!doctype html><html lang="nl"><head><title>Loopvoeding</title><link rel="modulepreload" href="/assets/app.js"><script type="module" src="/assets/boot.js"></script></head><body>${ROOT_MARKER}</body></html>`;

/** An API whose database is away: every call answers 503, as the server's error handler does. */
function unavailableApi() {
  const calls: string[] = [];
  const transport = async (url: string) => {
    calls.push(url);
    return new Response(
      JSON.stringify({ error: { code: errorCodes.unavailable, message: apiMessages.unavailable } }),
      { status: 503, headers: { 'content-type': 'application/json' } },
    );
  };
  return { calls, transport };
}

async function textOf(html: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of html) text += chunk;
  return text;
}

describe('a page whose data the database cannot give now', () => {
  it.each(['/', '/shop', '/shop/gel-citroen', '/blog', '/blog/zout-en-zweten'])(
    '%s answers 503 at once with a Dutch page saying so, without the app',
    async (path) => {
      const api = unavailableApi();
      const started = Date.now();
      const page = await renderPage(new Request(`http://localhost${path}`), {
        template,
        transport: api.transport,
        origin: 'http://localhost',
      });
      // Asked once, not again and again while the visitor waits.
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(new Set(api.calls).size).toBe(api.calls.length);
      expect(page.kind).toBe('page');
      if (page.kind !== 'page') return;
      expect(page.status).toBe(503);
      expect(page.retryAfterSeconds).toBe(60);
      const html = await textOf(page.html);
      expect(html).toContain(unavailableMessages.body);
      expect(html).toContain(`<title>${unavailableMessages.title} — Loopvoeding</title>`);
      expect(html).toContain(`href="${path}"`);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('modulepreload');
    },
  );

  it('a page that needs no data (about) and an unknown address are not affected', async () => {
    const about = await renderPage(new Request('http://localhost/about'), {
      template,
      transport: unavailableApi().transport,
      origin: 'http://localhost',
    });
    expect(about).toMatchObject({ kind: 'page', status: 200 });
    const unknown = await renderPage(new Request('http://localhost/bestaat-niet'), {
      template,
      transport: unavailableApi().transport,
      origin: 'http://localhost',
    });
    expect(unknown).toMatchObject({ kind: 'page', status: 404 });
  });
});

describe('the race fuel planner', () => {
  it('is rendered on the server with its form and its own head, asking the API nothing', async () => {
    const api = unavailableApi();
    const page = await renderPage(new Request('http://localhost/planner'), {
      template,
      transport: api.transport,
      origin: 'http://localhost',
    });
    expect(api.calls).toEqual([]);
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.status).toBe(200);
    const html = await textOf(page.html);
    expect(html).toContain(`<title>${pageTitles.planner} — Loopvoeding</title>`);
    expect(html).toContain(plannerMessages.metaDescription);
    expect(html).toContain(plannerMessages.title);
    expect(html).toContain(plannerMessages.formTitle);
    expect(html).toContain(`>${plannerMessages.submit}<`);
  });
});
