import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminHeaders } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test } from './support/test.ts';

/**
 * The public pages arrive as HTML with their content in it (decision 029): read here as a search
 * engine reads them, without running any script, and then hydrated in a browser without a second
 * fetch of the same data.
 */

async function html(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** The JSON-LD object in a page's head. */
function jsonLd(page: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1];
  expect(script).toBeTruthy();
  return JSON.parse(script ?? '{}') as Record<string, unknown>;
}

/** The page's calls to the API while it opens and hydrates. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Errors the page reported: a hydration mismatch shows up here. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a product page arrives with its title, price, description, head and JSON-LD in the HTML', async ({
  request,
}) => {
  const ref = randomUUID().slice(0, 8);
  const slug = `ssr-gel-${ref}`;
  const created = await request.post('/api/products', {
    headers: await adminHeaders(request),
    data: {
      title: `Gel <Citrus> & $' Co ${ref}`,
      slug,
      description: `Fris van smaak, met 25 gram koolhydraten.\n\nTweede alinea </script><script>alert(1)</script>`,
      price: 23.9,
      stock: 5,
      discount: { type: 'fixed', value: 2 },
      category: ['Energiegels'],
      brand: ['Polderkracht'],
    },
  });
  expect(created.ok()).toBe(true);

  const page = await html(request, `/shop/${slug}`);
  // The body: the heading, the price after discount and the first paragraph, before any script.
  expect(page).toContain(`<h1 class="text-3xl sm:text-4xl">${asHtml(`Gel <Citrus> & $' Co ${ref}`)}</h1>`);
  expect(page).toMatch(/€\s21,90/);
  expect(page).toContain('<p>Fris van smaak, met 25 gram koolhydraten.</p>');
  // The head: title, description, canonical, Open Graph, and the image preloaded as the largest paint.
  expect(page).toContain(`<title>Gel &lt;Citrus&gt; &amp; $' Co ${ref} — Loopvoeding</title>`);
  expect(page.match(/<title>/g)).toHaveLength(1);
  expect(page.match(/name="description"/g)).toHaveLength(1);
  expect(page).toContain(
    `<link rel="canonical" href="${new URL(`/shop/${slug}`, test.info().project.use.baseURL)}" />`,
  );
  expect(page).toContain('<meta property="og:type" content="product" />');
  // Without a photo, link previews get the shop's own JPEG: they render no SVG.
  expect(page).toMatch(/<meta property="og:image" content="http[^"]+\/images\/og-default\.jpg" \/>/);
  // No image was given: the placeholder is the largest paint, asked for before any script.
  const preload = page.indexOf('<link rel="preload" as="image"');
  expect(preload).toBeGreaterThan(-1);
  expect(preload).toBeLessThan(page.indexOf('<script'));
  expect(jsonLd(page)).toMatchObject({
    '@type': 'Product',
    name: `Gel <Citrus> & $' Co ${ref}`,
    offers: { price: '21.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  });
  // No text of the page can close a script element: the description's is escaped everywhere.
  expect(page).not.toContain('<script>alert(1)</script>');
  expect(page.match(/<\/script>/g)?.length).toBe(page.match(/<script/g)?.length);
});

test('a blog post arrives with its title, first paragraph and comments, and its Article JSON-LD', async ({
  request,
}) => {
  const ref = randomUUID().slice(0, 8);
  const slug = `ssr-artikel-${ref}`;
  const created = await request.post('/api/blog', {
    headers: await adminHeaders(request),
    data: {
      title: `Koolhydraten tellen ${ref}`,
      slug,
      content:
        'Zestig gram per uur is een goed begin.\n\n## Daarna\n\nMeer mag, als je darmen het gewend zijn.',
      category: 'Voedingsbasis',
      isPublished: true,
    },
  });
  expect(created.ok()).toBe(true);

  const page = await html(request, `/blog/${slug}`);
  expect(page).toContain(`Koolhydraten tellen ${ref}</h1>`);
  expect(page).toContain('<p>Zestig gram per uur is een goed begin.</p>');
  expect(page).toContain(`<title>Koolhydraten tellen ${ref} — Loopvoeding</title>`);
  // The comments come in a chunk of their own in the browser, but in the HTML all the same.
  expect(page).toContain('id="comments-heading"');
  expect(page).toContain('Nog geen reacties op dit artikel.');
  expect(jsonLd(page)).toMatchObject({ '@type': 'Article', headline: `Koolhydraten tellen ${ref}` });
});

test('lists, home and about are rendered on the server; an unknown product, category or page answers 404', async ({
  request,
}) => {
  const products = (await (await request.get('/api/products?limit=12&page=1')).json()) as {
    data: { title: string }[];
  };
  const shop = await html(request, '/shop');
  for (const product of products.data) expect(shop).toContain(asHtml(product.title));
  expect(shop).toContain('Pagina 1 van');

  const posts = (await (await request.get('/api/blog?limit=3&sortBy=createdAt&isPublished=true')).json()) as {
    data: { title: string }[];
  };
  const home = await html(request, '/');
  expect(home).toContain('Nieuwste artikels');
  expect(home).toContain(asHtml(posts.data[0]?.title ?? 'geen artikel'));

  expect(await html(request, '/blog')).toContain('Weten wat werkt, van training tot finish');
  expect(await html(request, '/about')).toContain('<h1');

  expect(await html(request, '/shop/bestaat-niet-x', 404)).toContain('Product niet gevonden');
  expect(await html(request, '/nergens-te-vinden', 404)).toContain('Pagina niet gevonden');
  expect(await html(request, '/blog/category/hydratatie-en-elektrolyten')).toContain(
    'Hydratatie &amp; Elektrolyten',
  );
  expect(await html(request, '/blog/category/bestaat-niet', 404)).toContain('Deze categorie bestaat niet.');
});

test('no server-rendered page carries a script the Content Security Policy would refuse', async ({
  request,
}) => {
  const posts = (await (await request.get('/api/blog?limit=100')).json()) as { data: { slug: string }[] };
  const products = (await (await request.get('/api/products?limit=3')).json()) as {
    data: { slug: string }[];
  };
  const pages = [
    '/',
    '/shop',
    '/blog',
    '/about',
    ...products.data.map((product) => `/shop/${product.slug}`),
    // Every post: a long article is what once made React stream a part of it with a script.
    ...posts.data.map((post) => `/blog/${post.slug}`),
  ];
  for (const path of pages) {
    const page = await html(request, path);
    const inline = [
      ...page.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g),
    ];
    expect(inline.map((match) => `${path}: ${match[0]}`)).toEqual([]);
    expect(page).not.toContain('<!--$?-->');
  }
});

test('a server-rendered page goes out compressed as the browser accepts, never cached as it is', async ({
  request,
}) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/shop', { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers().vary?.toLowerCase()).toContain('accept-encoding');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain('Onze pakketten</h1>');
  }
  const plain = await request.get('/shop', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('HEAD of every page kind answers as GET does, without a body', async ({ request }) => {
  const products = (await (await request.get('/api/products?limit=1')).json()) as {
    data: { slug: string }[];
  };
  const posts = (await (await request.get('/api/blog?limit=1')).json()) as { data: { slug: string }[] };
  const home = await html(request, '/');
  const asset = /<script[^>]*src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  expect(asset).toBeTruthy();
  const addresses = [
    '/',
    '/shop',
    `/shop/${products.data[0]?.slug}`,
    '/blog',
    `/blog/${posts.data[0]?.slug}`,
    '/blog/category/hydratatie-en-elektrolyten',
    '/about',
    '/login',
    '/nergens-te-vinden',
    '/shop/bestaat-niet-x',
    '/favicon.svg',
    `${asset}`,
    '/api/nergens',
  ];
  // Framing, the moment and whether the page was rendered or kept (decision 072) differ by
  // nature; every other header is the same.
  const framing = new Set([
    'date',
    'content-length',
    'transfer-encoding',
    'connection',
    'keep-alive',
    'x-page-cache',
  ]);
  const headersOf = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !framing.has(name)));
  for (const address of addresses) {
    const get = await request.get(address, { headers: { accept: 'text/html' } });
    const head = await request.head(address, { headers: { accept: 'text/html' } });
    expect(head.status(), address).toBe(get.status());
    expect(headersOf(head.headers()), address).toEqual(headersOf(get.headers()));
    expect((await head.body()).length, address).toBe(0);
  }
});

test('the forms a guest opens arrive rendered, their submit disabled until the app has hydrated', async ({
  request,
}) => {
  for (const [path, text] of [
    ['/login', 'Log in om je winkelwagen, profiel en berichten te bekijken.'],
    ['/register', 'Maak een account aan om pakketten te bestellen en mee te praten op de blog.'],
    ['/wachtwoord-vergeten', 'Vul het e-mailadres van je account in.'],
    ['/contact', 'Vragen over je bestelling, voeding of training?'],
  ] as const) {
    const page = await html(request, path);
    expect(page, path).toContain(asHtml(text));
    expect(page, path).toMatch(/<form[^>]*>/);
    expect(page, path).toMatch(/<button type="submit"[^>]*\sdisabled=""/);
  }
});

test('what a guest types into a rendered form before the app hydrates is kept, and sent once it has', async ({
  context,
}) => {
  // A page whose `goto` does not wait for the app (support/test.ts), and the app held back: the
  // page is the server's HTML alone, as on a slow phone.
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Wachtwoord').fill(E2E_ADMIN.password);
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();
  // Enter sends nothing without the app: no password in the address.
  await page.getByLabel('Wachtwoord').press('Enter');
  expect(page.url()).not.toContain('password');
  expect(new URL(page.url()).pathname).toBe('/login');

  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByLabel('E-mail')).toHaveValue(E2E_ADMIN.email);
  await submit.click();
  await expect(page).toHaveURL(/\/admin/);
});

test('the forms a guest opens hydrate and check their fields without an error or anything the Content Security Policy refuses', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // What the Content Security Policy refused in the page, as the page itself hears it.
  await page.addInitScript({
    content:
      "window.violations = []; document.addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective));",
  });
  for (const [path, submit] of [
    ['/login', 'Login'],
    ['/register', 'Maak account aan'],
    ['/wachtwoord-vergeten', 'Stuur de link'],
    ['/contact', 'Versturen'],
  ] as const) {
    await page.goto(path);
    // An empty form checked by its schema: the form's rules have run in the browser.
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
    expect(await page.evaluate('window.violations'), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('account and admin pages stay rendered in the browser: their HTML holds no page', async ({
  request,
}) => {
  for (const path of ['/profile', '/admin', '/checkout']) {
    expect(await html(request, path)).toContain('<div id="root"></div>');
  }
});

test('a server-rendered product page hydrates without fetching its product again, and then works', async ({
  page,
}) => {
  const products = (await (await page.request.get('/api/products?limit=1')).json()) as {
    data: { slug: string; title: string }[];
  };
  const product = products.data[0];
  if (!product) throw new Error('the demo catalogue has no products');
  const calls = apiCalls(page);
  const errors = pageErrors(page);

  await page.goto(`/shop/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Log in om producten toe te voegen aan je winkelwagen.',
  );

  expect(calls.filter((call) => call.startsWith('GET /api/products'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a server-rendered post and shop list hydrate without a second fetch or an error', async ({ page }) => {
  const calls = apiCalls(page);
  const errors = pageErrors(page);
  await page.goto('/shop');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.goto('/blog');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const firstPost = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const href = await firstPost.getAttribute('href');
  await page.goto(href ?? '/blog');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(
    calls.filter((call) => call.startsWith('GET /api/products') || call.startsWith('GET /api/blog')),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('a server-rendered article hydrates as the server wrote it, without the markdown renderer; another opened in the page is rendered by the browser', async ({
  page,
}) => {
  const posts = (await (
    await page.request.get('/api/blog?limit=2&sortBy=createdAt&isPublished=true')
  ).json()) as { data: { slug: string; title: string }[] };
  const [first, second] = posts.data;
  if (!first || !second) throw new Error('the demo blog has fewer than two posts');
  const rendererRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/markdown-renderer-[\w-]+\.js$/.test(request.url())) rendererRequests.push(request.url());
  });
  const errors = pageErrors(page);
  const text = page.getByRole('main').locator('.prose-content');

  await page.goto(`/blog/${first.slug}`);
  const serverText = await text.innerHTML();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(text.locator('p').first()).toBeVisible();
  expect(await text.innerHTML()).toBe(serverText);
  expect(rendererRequests).toEqual([]);

  // Another article, opened from the list without reloading: its text is rendered here.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: second.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(text.locator('p').first()).toBeVisible();
  expect(rendererRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});
