import { type APIRequestContext, expect } from '@playwright/test';
import { adminHeaders, logIn } from './support/auth.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test } from './support/test.ts';

/**
 * The legal pages (decision 051): a visitor reaches them from the footer, each arrives as HTML with
 * its text and head, and what an admin writes renders as markdown, never as markup or script.
 */

// One after the other: the last test puts an admin's text on the privacy page for a while, which
// the first two read (with the suite's fully parallel default they raced, and once read it).
test.describe.configure({ mode: 'default' });

interface LegalPage {
  slug: string;
  title: string;
  body: string;
}

async function pageOf(request: APIRequestContext, slug: string): Promise<LegalPage> {
  const response = await request.get(`/api/pages/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as LegalPage;
}

test('a visitor opens the terms, the privacy statement and the withdrawal right from the footer', async ({
  page,
}) => {
  const footerLink = (name: string) =>
    page.getByRole('navigation', { name: 'Juridische informatie' }).getByRole('link', { name, exact: true });

  await page.goto('/');
  await footerLink('Algemene voorwaarden').click();
  await expect(page).toHaveURL('/voorwaarden');
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Wie wij zijn' })).toBeVisible();
  await expect(page).toHaveTitle('Algemene voorwaarden — Loopvoeding');
  await expectNoSeriousAxeFindings(page);

  await footerLink('Privacyverklaring').click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
  await expect(page.getByText('Autoriteit Persoonsgegevens')).toBeVisible();

  await footerLink('Herroepingsrecht').click();
  await expect(page).toHaveURL('/herroepingsrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Herroepingsrecht' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Uitzonderingen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Modelformulier voor herroeping' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test('each legal page arrives as HTML with its text, title, description and address', async ({ request }) => {
  const response = await request.get('/herroepingsrecht', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Herroepingsrecht — Loopvoeding</title>');
  expect(html).toMatch(/<meta name="description" content="Koop je als consument bij Loopvoeding[^"]*"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/herroepingsrecht"/);
  expect(html).toMatch(/<h1[^>]*>Herroepingsrecht<\/h1>/);
  expect(html).toMatch(/<h2>Modelformulier voor herroeping<\/h2>/);

  for (const slug of ['voorwaarden', 'privacy']) {
    const other = await request.get(`/${slug}`, { headers: { accept: 'text/html' } });
    expect(other.status(), slug).toBe(200);
  }
});

test("an admin's page with HTML and script in its markdown shows the text, never runs it", async ({
  page,
  request,
}) => {
  const original = await pageOf(request, 'privacy');
  const scripts: string[] = [];
  page.on('dialog', async (dialog) => {
    scripts.push(dialog.message());
    await dialog.dismiss();
  });
  try {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/admin');
    await page
      .getByRole('navigation', { name: 'Adminmenu' })
      .getByRole('link', { name: 'Juridische teksten' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Juridische teksten' })).toBeVisible();
    await page.getByRole('button', { name: 'Bewerken: Privacyverklaring' }).click();
    await page
      .getByLabel('Tekst')
      .fill(
        '## Kort en goed\n\nWe bewaren **weinig**. <script>alert("script")</script><img src="x" onerror="alert(\'img\')">\n\n[Klik](javascript:alert("link"))',
      );
    await page.getByRole('button', { name: 'Voorbeeld' }).click();
    await expect(
      page.getByRole('region', { name: 'Voorbeeld' }).getByRole('heading', { name: 'Kort en goed' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Pagina opgeslagen.')).toBeVisible();

    // As the server sends it: the text, no element of the HTML in it.
    const html = await (await request.get('/privacy', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<h2>Kort en goed<\/h2>/);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).not.toContain('href="javascript:');

    // And in the browser, hydrated and then opened again from the menu.
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Kort en goed' })).toBeVisible();
    await expect(main.getByText('weinig')).toBeVisible();
    await expect(main.locator('script, img, a[href^="javascript"]')).toHaveCount(0);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Juridische informatie' })
      .getByRole('link', { name: 'Privacyverklaring' })
      .click();
    await expect(main.getByRole('heading', { level: 2, name: 'Kort en goed' })).toBeVisible();
    await expect(main.locator('script, img, a[href^="javascript"]')).toHaveCount(0);
    expect(scripts).toEqual([]);
  } finally {
    const restored = await request.put('/api/admin/pages/privacy', {
      headers: await adminHeaders(request),
      data: { title: original.title, body: original.body },
    });
    expect(restored.ok()).toBe(true);
  }
});
