import { authMessages } from '@shop/shared/auth';
import { type LegalPage, legalPageMessages, legalPageSlugs } from '@shop/shared/legal-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { openShop } from '../../../test/shop.ts';

let app: TestApp;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  user = await actor(app, 'user');
});
afterAll(() => app.close());

const send = (
  method: 'GET' | 'PUT',
  url: string,
  who?: Actor,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...headers, ...(who ? who.headers : {}) },
    ...(payload ? { payload } : {}),
  });

async function publicPage(slug: string): Promise<LegalPage> {
  const response = await send('GET', `/api/pages/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Puts a page back as the migration wrote it, so the next test starts from the same texts. */
async function restore(page: LegalPage) {
  const response = await send('PUT', `/api/admin/pages/${page.slug}`, admin, {
    title: page.title,
    body: page.body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the pages a fresh shop starts with', () => {
  it('are there for anyone: terms, privacy statement and the withdrawal right with its form', async () => {
    const terms = await publicPage('voorwaarden');
    expect(terms).toEqual({
      slug: 'voorwaarden',
      title: 'Algemene voorwaarden',
      body: expect.stringContaining('## 1. Wie wij zijn'),
      updatedAt: expect.any(String),
    });
    expect(terms.body).toContain('KvK-nummer: 12345678');
    expect(terms.body).toContain('[Herroepingsrecht](/herroepingsrecht)');

    const privacy = await publicPage('privacy');
    expect(privacy.title).toBe('Privacyverklaring');
    expect(privacy.body).toContain('Autoriteit Persoonsgegevens');

    const withdrawal = await publicPage('herroepingsrecht');
    expect(withdrawal.title).toBe('Herroepingsrecht');
    expect(withdrawal.body).toContain('binnen 14 dagen');
    expect(withdrawal.body).toContain('verzegeling na de levering hebt verbroken');
    expect(withdrawal.body).toContain('snel bederven');
    expect(withdrawal.body).toContain('## Modelformulier voor herroeping');
    expect(withdrawal.body).toContain('Doorhalen wat niet van toepassing is.');
  });

  it('are listed for the admin in the shared order', async () => {
    const response = await send('GET', '/api/admin/pages', admin);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as LegalPage[]).map((page) => page.slug)).toEqual([...legalPageSlugs]);
  });

  it('answer 404 with the Dutch message for a slug without a page, to a reader and to the admin', async () => {
    for (const response of [
      await send('GET', '/api/pages/bestaat-niet'),
      await send('GET', '/api/pages/VOORWAARDEN'),
      await send('PUT', '/api/admin/pages/bestaat-niet', admin, { title: 'Nieuw', body: 'Tekst' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: legalPageMessages.notFound });
    }
    const slugs = ((await send('GET', '/api/admin/pages', admin)).json() as LegalPage[]).map((p) => p.slug);
    expect(slugs).not.toContain('bestaat-niet');
  });
});

describe('the admin', () => {
  it('changes a page: readers see the new title and text, with a new date and ETag', async () => {
    const original = await publicPage('privacy');
    const first = await send('GET', '/api/pages/privacy');
    const etag = String(first.headers.etag);
    expect(
      (await send('GET', '/api/pages/privacy', undefined, undefined, { 'if-none-match': etag })).statusCode,
    ).toBe(304);

    const response = await send('PUT', '/api/admin/pages/privacy', admin, {
      title: '  Privacy bij Loopvoeding ',
      body: '## Kort\n\nWe bewaren zo weinig mogelijk.\n',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json() as LegalPage;
    expect(changed).toMatchObject({
      slug: 'privacy',
      title: 'Privacy bij Loopvoeding',
      body: '## Kort\n\nWe bewaren zo weinig mogelijk.',
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
    expect(await publicPage('privacy')).toEqual(changed);
    const after = await send('GET', '/api/pages/privacy', undefined, undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // The other pages are as they were.
    expect((await publicPage('voorwaarden')).title).toBe('Algemene voorwaarden');
    await restore(original);
  });

  it('stores markdown with HTML in it as text: the answer is JSON data, never markup', async () => {
    const original = await publicPage('voorwaarden');
    const body = 'Tekst <script>alert("voorwaarden")</script> en [klik](javascript:alert(1))';
    const saved = await send('PUT', '/api/admin/pages/voorwaarden', admin, { title: 'Voorwaarden', body });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await send('GET', '/api/pages/voorwaarden');
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().body).toBe(body);
    await restore(original);
  });

  it('is refused a page that breaks a rule, with 400 and the Dutch message per field', async () => {
    const original = await publicPage('herroepingsrecht');
    const empty = await send('PUT', '/api/admin/pages/herroepingsrecht', admin, { title: ' ', body: '\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual({
      title: [legalPageMessages.titleRequired],
      body: [legalPageMessages.bodyRequired],
    });
    const missing = await send('PUT', '/api/admin/pages/herroepingsrecht', admin, {});
    expect(missing.json().error.details).toEqual({
      title: [legalPageMessages.titleRequired],
      body: [legalPageMessages.bodyRequired],
    });
    const long = await send('PUT', '/api/admin/pages/herroepingsrecht', admin, {
      title: 'x'.repeat(101),
      body: 'x'.repeat(50_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details).toEqual({
      title: [legalPageMessages.titleTooLong],
      body: [legalPageMessages.bodyTooLong],
    });
    expect(await publicPage('herroepingsrecht')).toEqual(original);
  });
});

describe('anyone but an admin', () => {
  it('may read a page but not list or change them: a guest gets 401, a user 403', async () => {
    const before = await publicPage('voorwaarden');
    const calls: ['GET' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/pages'],
      ['PUT', '/api/admin/pages/voorwaarden', { title: 'Alles gratis', body: 'Echt waar.' }],
    ];
    for (const [method, url, payload] of calls) {
      const asGuest = await send(method, url, undefined, payload);
      expect(asGuest.statusCode, `${method} ${url}`).toBe(401);
      expect(asGuest.json().error.message).toBe(authMessages.notLoggedIn);
      const asUser = await send(method, url, user, payload);
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      expect(asUser.json().error.message).toBe(authMessages.forbidden);
    }
    expect((await send('GET', '/api/pages/voorwaarden', user)).json()).toEqual(before);
    expect(await publicPage('voorwaarden')).toEqual(before);
  });
});
