import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { E2E_ADMIN } from './support/env.ts';
import { test, waitForAppOnNavigation } from './support/test.ts';

/** A demo article only this spec likes and comments on (its own comments only). */
const DEMO_ARTICLE = '/blog/herstel-na-de-lange-duurloop-de-eerste-twee-uur';

const likeCount = async (page: Page) => {
  const text = (await page.getByRole('button', { name: /^Vind ik leuk/ }).textContent()) ?? '';
  return Number(/(\d+) likes?/.exec(text)?.[1]);
};

/**
 * A new account's address and the name others read it by (decision 036: with no name in the
 * profile, the first six characters before the '@' and an ellipsis; never the address).
 */
function newCommenter() {
  const tag = randomUUID().slice(0, 6);
  return { email: `${tag}-${randomUUID().slice(0, 8)}@example.nl`, name: `${tag}…` };
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  return waitForAppOnNavigation(await context.newPage());
}

test('a guest opens a theme from the home carousel, reads an article and may not like it', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Thema’s van de blog' });
  await expect(carousel.getByRole('link')).toContainText('Race & Training Fuel');
  await expect(page.getByRole('button', { name: 'Vorige thema' })).toBeEnabled();
  await page.getByRole('button', { name: 'Volgende thema' }).click();
  const active = carousel.getByRole('link');
  await expect(active).toContainText('Hydratatie & Elektrolyten');
  await active.click();

  await expect(page).toHaveURL('/blog/category/hydratatie-en-elektrolyten');
  await expect(page.getByRole('heading', { level: 1, name: 'Hydratatie & Elektrolyten' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('heading').getByRole('link').click();

  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Vind ik leuk/ }).click();
  await expect(page.getByRole('alert')).toHaveText('⚠️ Inloggen vereist om te liken.');
  await expect(page.getByText('⚠️ Inloggen vereist om te reageren.')).toBeVisible();
});

test('users like an article, comment, reply, edit and delete their own comment', async ({
  page,
  browser,
  accounts,
}) => {
  const first = newCommenter();
  await accounts.signedIn(page, { email: first.email });
  await page.goto(DEMO_ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Like: the count goes up by one and a thank-you appears.
  const before = await likeCount(page);
  await page.getByRole('button', { name: /Vind ik leuk/ }).click();
  await expect(page.getByText('Bedankt voor je like!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vind ik leuk/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await likeCount(page)).toBe(before + 1);

  // Comment.
  const text = `Mijn herstelshake na 30 km: ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Jouw reactie').fill(text);
  await page.getByRole('button', { name: 'Plaatsen' }).click();
  const mine = page.getByRole('article', { name: `Reactie van ${first.name}` });
  await expect(mine).toContainText(text);

  // A second user replies from another browser.
  const other = await guestPage(browser);
  const second = newCommenter();
  await accounts.signedIn(other, { email: second.email });
  await other.goto(DEMO_ARTICLE);
  const theirView = other.getByRole('article', { name: `Reactie van ${first.name}` });
  // Another user reads a name, never the address.
  await expect(theirView).not.toContainText(first.email);
  await expect(theirView.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
  await theirView.getByRole('button', { name: 'Reageren' }).click();
  await theirView.getByLabel('Jouw antwoord').fill('Goed idee, ik probeer het ook!');
  await theirView.getByRole('button', { name: 'Antwoord plaatsen' }).click();
  await expect(other.getByRole('article', { name: `Reactie van ${second.name}` })).toContainText(
    'Goed idee, ik probeer het ook!',
  );
  await expectNoSeriousAxeFindings(other); // a thread with a comment and its reply
  await other.context().close();

  // The first user edits and then deletes their comment; the reply stays.
  await page.reload();
  await mine.getByRole('button', { name: 'Bewerken' }).first().click();
  await mine.getByLabel('Reactie bewerken').fill(`${text} (aangepast)`);
  await mine.getByRole('button', { name: 'Opslaan' }).click();
  await expect(mine).toContainText(`${text} (aangepast)`);
  await expect(mine).toContainText('(bewerkt)');

  page.once('dialog', (dialog) => dialog.accept());
  await mine.getByRole('button', { name: 'Verwijderen' }).first().click();
  await expect(mine).toContainText('[Reactie verwijderd]');
  await expect(mine.getByRole('button', { name: 'Reageren' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'toon 1 antwoord(en)' }).click();
  await expect(page.getByRole('article', { name: `Reactie van ${second.name}` })).toContainText(
    'Goed idee, ik probeer het ook!',
  );
});

test('the admin writes a draft and publishes it later', async ({ page, browser }) => {
  const token = randomUUID().replace(/-/g, '').slice(0, 10);
  const title = `Proefartikel ${token}`;
  const slug = `proefartikel-${token}`;

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/new-blog');
  await page.getByLabel('Titel').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Categorie').selectOption('Recepten & Meal Prep');
  await page.getByLabel('Samenvatting').fill('Een testartikel over overnight oats.');
  await page.getByLabel('Inhoud').fill('## Ingrediënten\n\nHavermout, yoghurt en banaan.');
  await page.getByLabel('Nieuwe tag').fill('ontbijt');
  await page.getByLabel('Nieuwe tag').press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Publiceren' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/blog');

  // A guest sees nothing of the draft.
  const guest = await guestPage(browser);
  await guest.goto(`/blog?search=${token}`);
  await expect(guest.getByText('Geen blogposts gevonden.')).toBeVisible();
  await guest.goto(`/blog/${slug}`);
  await expect(guest.getByRole('alert')).toHaveText('Er is een fout opgetreden bij het ophalen van de blog.');

  // The admin publishes it.
  await page.goto(`/admin/blogs?title=${token}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Concept');
  await card.getByRole('link', { name: `Bewerken: ${title}` }).click();
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  await page.getByRole('checkbox', { name: 'Publiceren' }).check();
  await expect(page.getByText('Gepubliceerd')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/admin/blogs');

  await guest.goto(`/blog?search=${token}`);
  await guest.getByRole('link', { name: title }).click();
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const rss = await guest.request.get('/blog/rss.xml');
  expect(rss.ok()).toBe(true);
  expect(await rss.text()).toContain(title);
  await guest.context().close();
});
