import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { DEMO_USER, DEMO_USER_NAME, E2E_ADMIN } from './support/env.ts';
import { test } from './support/test.ts';

/**
 * Every date and time is the shop's, Amsterdam's (decision 038): the server (in UTC here) and a
 * browser anywhere write the same text, so no page hydrates with a mismatch. Each public page and
 * each account page is walked in browsers set to UTC, Amsterdam and New York, failing on any console
 * error or uncaught page error (a hydration mismatch is one), and a post with comments is compared
 * as the server wrote it and as the browser shows it.
 */

const zones = ['UTC', 'Europe/Amsterdam', 'America/New_York'] as const;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A published post with a comment of the demo user and the admin's answer to it (the demo content
 * has no comments), a contact message of the demo user, and a product: what the pages show dates of.
 */
async function content(request: APIRequestContext) {
  const admin = await tokenOf(request, E2E_ADMIN);
  const demo = await tokenOf(request, DEMO_USER);
  const slug = `tijdzones-${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/blog', {
    headers: bearer(admin),
    data: {
      title: `Eten onderweg ${slug}`,
      slug,
      content: 'Wat je eet tijdens een lange duurloop, en wanneer.',
      category: 'Voedingsbasis',
      tags: ['duurloop'],
      isPublished: true,
    },
  });
  expect(created.ok()).toBe(true);
  const comment = await request.post(`/api/blog/${slug}/comments`, {
    headers: bearer(demo),
    data: { content: 'Hoe vaak neem jij een gel?' },
  });
  expect(comment.status()).toBe(201);
  const { _id: commentId } = (await comment.json()) as { _id: string };
  const reply = await request.post(`/api/blog/${slug}/comments`, {
    headers: bearer(admin),
    data: { content: 'Elke dertig minuten, na het eerste uur.', parentComment: commentId },
  });
  expect(reply.status()).toBe(201);
  const message = await request.post('/api/contact', {
    headers: bearer(demo),
    data: { subject: `Bezorging ${slug}`, message: 'Wanneer komt mijn proefpakket?' },
  });
  expect(message.status()).toBe(201);
  const { _id: messageId } = (await message.json()) as { _id: string };
  const products = (await (await request.get('/api/products?limit=1')).json()) as {
    data: { slug: string }[];
  };
  const product = products.data[0]?.slug;
  if (!product) throw new Error('De demo-inhoud heeft geen product');
  return { slug, messageId, product };
}

/** Console errors and uncaught errors of every page the browser opens, with the address each came from. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** Opens a page, waits until its app has started and its heading is there. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** '25-11-2026 17:40': a moment on the shop's clock, as the comments show it. */
function amsterdamDateTime(iso: string) {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

/** Every `<time>` of the page's main content: its instant and the text it shows. */
const serverTimes = (html: string) =>
  [...html.matchAll(/<time[^>]*?datetime="([^"]+)"[^>]*>([^<]*)<\/time>/gi)].map(
    ([, at = '', text = '']) => ({
      at,
      text,
    }),
  );

for (const timezoneId of zones) {
  test.describe(`in a browser set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('every public page opens and hydrates without an error, and a post’s times are the server’s', async ({
      page,
      request,
    }) => {
      const { slug, product } = await content(request);
      const errors = errorsOf(page);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);

      // The post with its comments, as the server wrote it and as the hydrated page shows it.
      const html = await (await request.get(`/blog/${slug}`, { headers: { accept: 'text/html' } })).text();
      const written = serverTimes(html);
      await visit(page, `/blog/${slug}`);
      await expect(page.getByRole('article', { name: `Reactie van ${DEMO_USER_NAME}` })).toBeVisible();
      const shown = await page
        .getByRole('main')
        .locator('time')
        .evaluateAll((times) =>
          times.map((time) => ({ at: time.getAttribute('datetime') ?? '', text: time.textContent ?? '' })),
        );
      expect(shown).toEqual(written);
      const commentTime = written.find(({ text }) => text.includes(':'));
      if (!commentTime) throw new Error(`Geen tijd van een reactie in de HTML: ${JSON.stringify(written)}`);
      expect(commentTime.text).toBe(amsterdamDateTime(commentTime.at));

      for (const path of [
        '/',
        '/shop',
        `/shop/${product}`,
        '/blog',
        '/blog/category/voedingsbasis',
        '/contact',
        '/support',
        '/login',
        '/register',
        '/cart',
        // Last, so any late error of the pages before it has arrived when the walk ends.
        '/about',
      ]) {
        await visit(page, path);
      }
      expect(errors).toEqual([]);
    });

    test('every account page of a signed-in customer opens without an error', async ({ page, request }) => {
      const { slug, messageId } = await content(request);
      const errors = errorsOf(page);
      await logIn(page, DEMO_USER.email, DEMO_USER.password);
      await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
      for (const path of [
        '/profile',
        '/cart',
        '/checkout',
        '/notificaties',
        '/mijn-berichten',
        `/mijn-berichten/${messageId}`,
        '/support?tab=my',
        `/blog/${slug}`,
        '/about',
      ]) {
        await visit(page, path);
      }
      // The answer to the demo user's comment reached their notifications, with its time.
      await page.goto('/notificaties');
      await expect(page.getByRole('heading', { name: /Nieuw antwoord op je reactie/ }).first()).toBeVisible();
      await visit(page, '/about');
      expect(errors).toEqual([]);
    });
  });
}
