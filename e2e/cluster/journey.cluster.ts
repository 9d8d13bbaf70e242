import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { logIn } from '../support/auth.ts';
import { E2E_ADMIN, E2E_CLUSTER_PORT, E2E_CLUSTER_PROCESSES } from '../support/env.ts';
import {
  addFromProductPage,
  orderToAmsterdam,
  payOnHostedPage,
  publishedProducts,
} from '../support/shopping.ts';
import { test, waitForAppOnNavigation } from '../support/test.ts';

/** One answer through the proxy: the process its request named, and the one that answered. */
interface Answer {
  url: string;
  named: string | undefined;
  answeredBy: string | undefined;
}

const processAddress = (process: number) => `127.0.0.1:${E2E_CLUSTER_PORT + process}`;

/** What the browser asks the shop itself (a stylesheet, script or image may come from its cache). */
const askedEveryTime = new Set(['document', 'fetch', 'xhr', 'eventsource']);

/** Keeps every page, API and stream answer `page` gets from the proxy. */
function recordAnswers(page: Page, answers: Answer[]) {
  page.on('response', async (response) => {
    if (!response.url().startsWith(`http://127.0.0.1:${E2E_CLUSTER_PORT}/`)) return;
    if (!askedEveryTime.has(response.request().resourceType())) return;
    const named = (await response.request().allHeaders())['x-shop-process'];
    answers.push({ url: response.url(), named, answeredBy: response.headers()['x-upstream'] });
  });
}

test('a customer registers, fills the cart, pays, hears of the order live and meets a lock, each step on another process', async ({
  page,
  browser,
  accounts,
  request,
}) => {
  const answers: Answer[] = [];
  const admin = waitForAppOnNavigation(
    await (await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'nl-NL' })).newPage(),
  );
  recordAnswers(page, answers);
  recordAnswers(admin, answers);
  const steps: number[] = [];

  /** One step of the journey: every request `pages` make in it goes to process `process`. */
  async function onProcess(process: number, pages: Page[], body: () => Promise<void>) {
    steps.push(process);
    for (const each of pages) await each.setExtraHTTPHeaders({ 'x-shop-process': String(process) });
    const before = answers.length;
    await body();
    const inStep = answers.slice(before).filter((answer) => answer.named === String(process));
    expect(inStep.length, `step ${steps.length} made requests`).toBeGreaterThan(0);
    for (const answer of inStep) expect(answer.answeredBy, answer.url).toBe(processAddress(process));
  }

  const [product] = (await publishedProducts(request)).filter((candidate) => candidate.stock >= 5);
  if (!product) throw new Error('De demo-inhoud heeft geen product op voorraad');
  const blogList = await request.get('/api/blog?limit=1');
  const [post] = ((await blogList.json()) as { data: { slug: string }[] }).data;
  if (!post) throw new Error('De demo-inhoud heeft geen blogartikel');
  const notificationsLink = (count: number) =>
    page.getByRole('banner').getByRole('link', { name: `Notificaties ${count} ongelezen` });

  await onProcess(1, [page], async () => {
    await accounts.register(page);
  });

  await onProcess(2, [page], async () => {
    await addFromProductPage(page, product.slug);
    await expect(page.getByRole('banner').getByText('1 artikel')).toBeAttached();
  });

  await onProcess(3, [page], async () => {
    await page.goto('/checkout');
    await orderToAmsterdam(page, { first: 'Noor', last: 'Proxy' });
    await expect(page).toHaveURL(/\/betalen\//);
  });

  // The payment session made through the third process is paid through the first, and the order
  // is confirmed there; the page's live notification stream opens on it too.
  await onProcess(1, [page], async () => {
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Bestelling geplaatst!' })).toBeVisible();
    await expect(notificationsLink(1)).toBeVisible();
  });

  // The admin moves the order on through the second process; the customer's page, listening on
  // the first, shows the new notification without being reloaded.
  await onProcess(2, [admin], async () => {
    await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(admin).toHaveURL('/admin');
    await admin.goto('/admin/orders');
    await admin
      .getByRole('row')
      .filter({ hasText: 'Noor Proxy' })
      .getByRole('link', { name: /Bekijk/ })
      .click();
    await admin.getByLabel('Nieuwe status').selectOption({ label: 'In behandeling' });
    await admin.getByRole('button', { name: 'Status bijwerken' }).click();
    await expect(admin.getByText("✅ Status bijgewerkt naar 'In behandeling'.")).toBeVisible();
    await expect(notificationsLink(2)).toBeVisible();
  });

  // A lock made through the third process holds on the first.
  const reason = `Reacties staan even uit ${randomUUID().slice(0, 8)}`;
  await onProcess(3, [admin], async () => {
    await admin.goto('/admin/route-locks');
    await admin.getByLabel('Route', { exact: true }).fill(`/blog/${post.slug}/comments`);
    await admin.getByLabel('Methode').selectOption('POST');
    await admin.getByLabel('Reden (de gebruiker ziet deze)').fill(reason);
    await admin.getByRole('button', { name: 'Blokkade aanmaken' }).click();
    await expect(admin.getByText('Routeblokkade aangemaakt.')).toBeVisible();
  });

  await onProcess(1, [page], async () => {
    await page.goto(`/blog/${post.slug}`);
    await page.getByLabel('Jouw reactie').fill('Mag ik iets vragen?');
    await page.getByRole('button', { name: 'Plaatsen' }).click();
    await expect(page.getByText(reason)).toBeVisible();
  });

  expect(steps).toHaveLength(7);
  for (let i = 1; i < steps.length; i += 1) expect(steps[i]).not.toBe(steps[i - 1]);
  expect(new Set(steps).size).toBe(E2E_CLUSTER_PROCESSES);
  // Every request that named its process was answered by it, the notification stream included.
  expect(answers.some((answer) => answer.url.includes('/api/notifications/stream'))).toBe(true);
  for (const answer of answers.filter((each) => each.named))
    expect(answer.answeredBy, answer.url).toBe(processAddress(Number(answer.named)));
  await admin.context().close();
});
