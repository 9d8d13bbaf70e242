import { expect } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { parsedMailsTo } from './support/mailbox.ts';
import { test } from './support/test.ts';

const NEW_PASSWORD = 'nieuw-geheim-42';

test('a customer who forgot the password sets a new one through the mailed link and logs in with it', async ({
  page,
  accounts,
}) => {
  const account = await accounts.create({ prefix: 'vergeten' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten', level: 1 })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('status')).toContainText('Als er een account bij dit e-mailadres hoort');

  // The mail arrives at the customer's own address, HTML with a text part, the link in both.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await parsedMailsTo(account.email)).find(
        (candidate) => candidate.subject === 'Stel een nieuw wachtwoord in',
      );
      link = /https?:\/\/\S+\/wachtwoord-herstellen#[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link !== '' && typeof mail?.html === 'string' && mail.html.includes(link);
    })
    .toBe(true);

  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen', level: 1 })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.getByLabel('Nieuw wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  );

  // The old password no longer works, the new one does.
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Login mislukt: controleer je gegevens.');
  await logIn(page, account.email, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: /uitloggen/i })).toBeVisible();

  // The link worked once.
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByLabel('Nieuw wachtwoord').fill('nog-een-wachtwoord');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  );
});
