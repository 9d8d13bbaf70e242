import { expect } from '@playwright/test';
import { cartRow, orderToAmsterdam, payOnHostedPage } from './support/shopping.ts';
import { test } from './support/test.ts';

/** What the planner's answer tells a journey: what to buy for the race. */
interface PlanAnswer {
  shopping: { productId: string; title: string; packages: number }[];
}

/** A 3:45 marathon of a 70 kg runner with a trained gut, as the form sends it. */
const marathon = {
  durationMinutes: 225,
  distanceKm: 42.2,
  bodyWeightKg: 70,
  temperatureC: 15,
  sweat: { level: 'medium' },
  gut: 'trained',
  caffeine: { wanted: true, sensitive: false },
  avoidProductIds: [],
  lastCheckIn: null,
};

test('a runner plans a marathon at 3:45, puts the plan in the cart and pays', async ({
  page,
  request,
  accounts,
}) => {
  test.slow();
  const answer = (await (await request.post('/api/planner/plan', { data: marathon })).json()) as PlanAnswer;
  expect(answer.shopping.length).toBeGreaterThan(0);
  await accounts.signedIn(page);

  // The planner is found from every page's footer.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footermenu' })
    .getByRole('link', { name: 'Voedingsplanner' })
    .click();
  await expect(page).toHaveURL(/\/planner$/);
  await expect(
    page.getByRole('heading', { name: 'Voedingsplanner voor je wedstrijd', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Afstand', { exact: true }).selectOption({ label: 'Marathon (42,2 km)' });
  await page.getByLabel('Verwachte tijd').fill('3:45');
  await page.getByLabel('Lichaamsgewicht (kg)').fill('70');
  await page.getByLabel('Verwachte temperatuur (°C)').fill('15');
  await page.getByRole('radio', { name: 'Gemiddeld' }).check();
  await page.getByRole('radio', { name: /^Getraind: / }).check();
  await page.getByRole('button', { name: 'Maak mijn plan' }).click();

  const result = page.getByRole('region', { name: 'Plan voor marathon in 3:45 uur' });
  await expect(result.getByRole('heading', { name: 'Plan voor marathon in 3:45 uur' })).toBeFocused();
  await expect(result.getByRole('region', { name: 'Je doelen per uur en voor de hele race' })).toContainText(
    '60–90 g',
  );
  await expect(
    result.getByRole('region', { name: 'Schema onderweg' }).getByRole('listitem').first(),
  ).toContainText(/Na \d+ minuten/);
  await expect(result.getByRole('region', { name: 'Bronnen' })).toContainText('ACSM/AND/DC 2016');

  const shoppingList = result.getByRole('region', { name: 'Wat je nodig hebt voor de race' });
  for (const line of answer.shopping) {
    await expect(shoppingList.getByRole('listitem').filter({ hasText: line.title })).toContainText(
      line.packages === 1 ? '1 verpakking' : `${line.packages} verpakkingen`,
    );
  }
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/cart') && response.request().method() === 'POST',
  );
  await shoppingList.getByRole('button', { name: 'In winkelwagen' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(shoppingList.getByText('De producten van je plan liggen in je winkelwagen.')).toBeVisible();

  await shoppingList.getByRole('link', { name: 'Naar je winkelwagen' }).click();
  await expect(page).toHaveURL('/cart');
  for (const line of answer.shopping) {
    await expect(cartRow(page, line.title)).toBeVisible();
    await expect(page.getByLabel(`Aantal ${line.title}`)).toHaveText(String(line.packages));
  }

  await page.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page).toHaveURL('/checkout');
  await orderToAmsterdam(page);

  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/checkout/success'));
  await payOnHostedPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Bestelling geplaatst!' })).toBeVisible();
  expect((await confirmed).ok()).toBe(true);
});

/** A marathon's plan: its targets, timeline and sources on one A4 page. */
test('a plan prints as one page, without the shop around it', async ({ page }) => {
  await page.goto('/planner');
  await page.getByLabel('Verwachte tijd').fill('3:45');
  await page.getByLabel('Lichaamsgewicht (kg)').fill('70');
  await page.getByRole('button', { name: 'Maak mijn plan' }).click();
  await expect(page.getByRole('heading', { name: 'Schema onderweg' })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('a saved plan is on the profile, shared read-only, and its check-in changes the next plan', async ({
  page,
  accounts,
}) => {
  test.slow();
  await accounts.signedIn(page);
  await page.goto('/planner');
  await page.getByLabel('Verwachte tijd').fill('3:45');
  await page.getByLabel('Lichaamsgewicht (kg)').fill('70');
  await page.getByRole('button', { name: 'Maak mijn plan' }).click();
  await page.getByLabel('Naam van je plan').fill('Marathon Rotterdam');
  await page.getByRole('button', { name: 'Bewaar plan' }).click();
  const link = page.getByLabel('Deelbare link (alleen lezen)');
  await expect(link).toHaveValue(/\/planner\/gedeeld\/[\w-]{43}$/);
  const shared = await link.inputValue();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open Marathon Rotterdam' }).click();
  await expect(page).toHaveURL(/\/planner\?plan=/);
  await page.getByLabel('Hoe ging deze wedstrijd?').selectOption({ label: 'Maagklachten' });
  await page.getByRole('button', { name: 'Check-in opslaan' }).click();
  await expect(page.getByText(/^Opgeslagen\./)).toBeVisible();
  await expect(page.getByLabel('Hoe ging je vorige wedstrijd?')).toHaveValue('stomach');
  await page.getByRole('button', { name: 'Maak mijn plan' }).click();
  await expect(page.getByRole('heading', { name: 'Aangepast na je vorige wedstrijd' })).toBeVisible();
  await expect(page.getByText(/Na je maagklachten 15 g per uur lager/).first()).toBeVisible();

  await page.goto(new URL(shared).pathname);
  await expect(page.getByRole('heading', { name: 'Marathon Rotterdam', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schema onderweg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bewaar plan' })).toHaveCount(0);
});
