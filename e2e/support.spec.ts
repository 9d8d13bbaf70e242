import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { logIn, uniqueEmail } from './support/auth.ts';
import { E2E_ADMIN } from './support/env.ts';
import { mailsTo } from './support/mailbox.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

/** A second browser (another person at another computer): the admin, logged in. */
async function adminBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'nl-NL' });
  const page = waitForAppOnNavigation(await context.newPage());
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  return page;
}

/** The admin opens a message on the support desk by its (unique) subject. */
async function openOnDesk(admin: Page, subject: string) {
  await admin.goto('/admin/contact');
  await admin.getByLabel('Onderwerp').fill(subject);
  await admin.getByRole('button', { name: 'Zoeken' }).click();
  await admin.getByRole('link', { name: `Bekijk bericht: ${subject}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

const unreadBadge = (page: Page, count: number) =>
  page.getByRole('navigation').getByRole('link', { name: new RegExp(`Notificaties\\s+${count} ongelezen`) });

test('a user writes to support, the admin answers with an internal note, the user sees it live, reads it and follows up', async ({
  page,
  browser,
  accounts,
}) => {
  const ref = randomUUID().slice(0, 8);
  const subject = `Levering ${ref}`;
  const note = `Klant belde al eerder ${ref}`;
  const answer = `Je pakket komt morgen ${ref}`;

  await accounts.signedIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Support' }).first().click();
  await expect(page).toHaveURL(/\/support/);
  await expect(page.getByLabel('E-mailadres')).toHaveCount(0);
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Bericht').fill('Wanneer komt mijn bestelling?');
  await page.getByLabel('Tags').fill('levering, bestelling');
  await page.getByLabel('Prioriteit').selectOption('hoog');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bedankt! Je bericht is verstuurd.')).toBeVisible();
  await page.goto('/');

  const admin = await adminBrowser(browser);
  await openOnDesk(admin, subject);
  await admin.getByLabel('Nieuwe notitie').fill(note);
  await admin.getByRole('button', { name: 'Notitie toevoegen' }).click();
  await expect(admin.getByText(note)).toBeVisible();
  await admin.getByLabel('Antwoord aan de klant').fill(answer);
  await admin.getByRole('button', { name: 'Antwoord versturen' }).click();
  await expect(admin.getByText('Je reactie is verstuurd.')).toBeVisible();

  // The user's open page hears of it without a reload.
  await expect(unreadBadge(page, 1)).toBeVisible();
  await unreadBadge(page, 1).click();
  await expect(page.getByRole('heading', { name: 'Nieuw antwoord van support' })).toBeVisible();
  await page.getByRole('link', { name: 'Details' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText('(Gelezen)')).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);

  await page.getByRole('link', { name: 'Vervolgvraag stellen' }).click();
  await expect(page.getByText('Vervolg op:')).toBeVisible();
  await expect(page.getByLabel('Onderwerp')).toHaveValue(subject);
  await page.getByLabel('Bericht').fill('Dank je! En kan het ook zaterdag?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bedankt! Je bericht is verstuurd.')).toBeVisible();

  await page.goto('/mijn-berichten');
  await expect(page.locator('summary').filter({ hasText: subject })).toHaveCount(2);
  await admin.context().close();
});

test("a guest writes via /contact and the admin's answer reaches the guest's e-mail", async ({
  page,
  browser,
}) => {
  const ref = randomUUID().slice(0, 8);
  const guest = uniqueEmail('gast');
  const subject = `Vraag van een gast ${ref}`;
  const answer = `Ja, dat kan ${ref}`;

  await page.goto('/contact');
  await page.getByLabel('E-mailadres').fill(guest);
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Bericht').fill('Verzenden jullie ook naar België?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bedankt! Je bericht is verstuurd.')).toBeVisible();

  const admin = await adminBrowser(browser);
  await openOnDesk(admin, subject);
  await expect(admin.getByText(`${guest} (gast)`)).toBeVisible();
  await admin.getByLabel('Antwoord aan de klant').fill(answer);
  await admin.getByRole('button', { name: 'Antwoord versturen' }).click();
  await expect(admin.getByText('Je reactie is verstuurd.')).toBeVisible();

  await expect
    .poll(
      () => mailsTo(guest).map((mail) => mail.includes(answer) && mail.includes('Antwoord op je bericht')),
      {
        timeout: 20_000,
      },
    )
    .toContain(true);
  expect(mailsTo(guest).some((mail) => mail.includes('We hebben je bericht ontvangen'))).toBe(true);
  await admin.context().close();
});

test("an admin's broadcast shows on a user's open page without a reload", async ({
  page,
  browser,
  accounts,
}) => {
  const { email } = await accounts.signedIn(page);
  const title = `Nieuw in de shop ${randomUUID().slice(0, 8)}`;
  await expect(unreadBadge(page, 1)).toHaveCount(0);

  const admin = await adminBrowser(browser);
  await admin.goto('/admin/notifications/broadcast');
  await admin.getByLabel('E-mail', { exact: true }).fill(email);
  await admin.getByRole('button', { name: 'Zoeken' }).click();
  await admin.getByRole('checkbox', { name: `Kies ${email}` }).check();
  await admin.getByLabel('Titel').fill(title);
  await admin.getByLabel('Bericht').fill('Elektrolyten weer op voorraad');
  await admin.getByRole('group', { name: 'Icoon' }).getByText('Pakket').click();
  await admin.getByRole('button', { name: 'Versturen' }).click();
  await expect(admin.getByText('Notificatie verstuurd naar 1 gebruiker.')).toBeVisible();

  await expect(unreadBadge(page, 1)).toBeVisible();
  await unreadBadge(page, 1).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await admin.context().close();
});
