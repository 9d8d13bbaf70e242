import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { adminHeaders, logIn } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { twoColourPng } from './support/photos.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

/** What the browser says of an `<img>`: the file it chose from the `srcset`, and whether it is painted. */
type ShownImage = { currentSrc: string; complete: boolean; naturalWidth: number };

test('an admin uploads two photos to a product, and a phone (390 px) shows them in the shop', async ({
  page,
  browser,
  request,
}) => {
  const ref = randomUUID().slice(0, 8);
  const title = `Fotogel ${ref}`;
  const slug = `fotogel-${ref}`;
  const created = await request.post('/api/products', {
    headers: await adminHeaders(request),
    data: {
      title,
      slug,
      description: 'Een gel om foto’s van te maken.',
      price: 2.5,
      stock: 10,
      category: ['Gels'],
      isPublished: true,
    },
  });
  expect(created.ok()).toBe(true);
  const { _id } = (await created.json()) as { _id: string };

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page.goto(`/admin/edit-product/${_id}`);
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  await page.getByLabel('Foto’s kiezen').setInputFiles([
    { name: 'oranje.png', mimeType: 'image/png', buffer: twoColourPng([234, 88, 12], [254, 243, 199]) },
    { name: 'groen.png', mimeType: 'image/png', buffer: twoColourPng([15, 118, 110], [250, 247, 240]) },
  ]);
  const photo = (position: number) => page.getByRole('group', { name: `Foto ${position}`, exact: true });
  await expect(photo(2)).toBeVisible({ timeout: 20_000 });
  // A new photo's description starts as the product's title: the admin says what is on each.
  await expect(photo(1).getByLabel('Beschrijving (alt-tekst)')).toHaveValue(title);
  await photo(1).getByLabel('Beschrijving (alt-tekst)').fill('Oranje gelzakje');
  await photo(2).getByLabel('Beschrijving (alt-tekst)').fill('Groen gelzakje naast een loopschoen');
  await page.getByRole('button', { name: 'Foto 2 eerder' }).click();
  await expect(photo(1).getByLabel('Beschrijving (alt-tekst)')).toHaveValue(
    'Groen gelzakje naast een loopschoen',
  );
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/admin/products');

  // A shopper on a phone.
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'nl-NL',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const shopper = waitForAppOnNavigation(await phone.newPage());
  await shopper.goto(`/shop?title=${encodeURIComponent(title)}`);
  const card = shopper.getByRole('article').filter({ hasText: title });
  const cardPhoto = card.locator('picture img');
  await expect(cardPhoto).toBeVisible();
  await expect
    .poll(() => cardPhoto.evaluate((img) => (img as unknown as ShownImage).currentSrc))
    .toMatch(/\/media\/.+\.avif$/);

  await shopper.goto(`/shop/${slug}`);
  const gallery = shopper.getByRole('list', { name: `Foto’s van ${title}` });
  const first = gallery.getByRole('img', { name: 'Groen gelzakje naast een loopschoen' });
  await expect(first).toBeVisible();
  // The phone's width picks a file that fills it, and the photo fits the screen.
  await expect
    .poll(() =>
      first.evaluate((img) => {
        const shown = img as unknown as ShownImage;
        return shown.complete && shown.naturalWidth;
      }),
    )
    .toBeGreaterThanOrEqual(320);
  expect((await first.boundingBox())!.width).toBeLessThanOrEqual(390);
  await shopper.getByRole('button', { name: 'Toon foto 2 van 2' }).click();
  await expect(shopper.getByRole('button', { name: 'Toon foto 2 van 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(gallery.getByRole('img', { name: 'Oranje gelzakje' })).toBeInViewport();
  // Swiping back (the row scrolls under the finger) shows the first photo again.
  await gallery.evaluate((row) => row.scrollTo({ left: 0 }));
  await expect(shopper.getByRole('button', { name: 'Toon foto 1 van 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(first).toBeInViewport();

  // Link previews get the first photo's JPEG.
  const html = await (await request.get(`/shop/${slug}`, { headers: { accept: 'text/html' } })).text();
  const preview = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(preview).toMatch(/\/media\/[a-f0-9]{32}-og\.jpg$/);
  const jpeg = await request.get(new URL(preview!).pathname);
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
  await phone.close();
});

test('an admin gives a post a cover photo, which the post, the blog list and link previews show', async ({
  page,
  request,
}) => {
  const ref = randomUUID().slice(0, 8);
  const title = `Startfoto ${ref}`;
  const slug = `startfoto-${ref}`;
  const created = await request.post('/api/blog', {
    headers: await adminHeaders(request),
    data: {
      title,
      slug,
      content: 'Een verslag van de start, met een foto van de lopers erbij.',
      category: 'Voedingsbasis',
      isPublished: true,
    },
  });
  expect(created.ok()).toBe(true);
  const { _id } = (await created.json()) as { _id: string };

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page.goto(`/admin/edit-blog/${_id}`);
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  await page.getByLabel('Foto kiezen').setInputFiles({
    name: 'start.png',
    mimeType: 'image/png',
    buffer: twoColourPng([15, 118, 110], [234, 88, 12], 1200, 675),
  });
  const alt = page.getByLabel('Beschrijving (alt-tekst)');
  await expect(alt).toHaveValue(title, { timeout: 20_000 });
  await alt.fill('Lopers bij de start');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/admin/blogs');

  await page.goto(`/blog/${slug}`);
  const cover = page.getByRole('img', { name: 'Lopers bij de start' });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img) => (img as unknown as ShownImage).currentSrc))
    .toMatch(/\.avif$/);
  await page.goto(`/blog?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article').filter({ hasText: title }).locator('picture img')).toBeVisible();

  const html = await (await request.get(`/blog/${slug}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/[a-f0-9]{32}-og\.jpg" \/>/);
});
