import { type APIRequestContext, expect } from '@playwright/test';
import type { Accounts } from './support/accounts.ts';
import { logIn } from './support/auth.ts';
import { test } from './support/test.ts';

async function commentThroughApi(
  request: APIRequestContext,
  token: string,
  slug: string,
  comment: { content: string; parentComment?: string },
): Promise<string> {
  const response = await request.post(`/api/blog/${slug}/comments`, {
    headers: { authorization: `Bearer ${token}` },
    data: comment,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** User A comments on a demo post, user B replies: A, whose e-mail this answers, gets a 'reply' notification. */
async function authorWithAReply(request: APIRequestContext, accounts: Accounts) {
  const blogList = await request.get('/api/blog?limit=1');
  expect(blogList.ok()).toBe(true);
  const [post] = ((await blogList.json()) as { data: { slug: string }[] }).data;
  if (!post) throw new Error('De demo-inhoud heeft geen blogartikel');
  const author = await accounts.create({ prefix: 'auteur' });
  const commentId = await commentThroughApi(request, author.token, post.slug, {
    content: 'Werkt dit ook voor een halve marathon?',
  });
  const replier = await accounts.create({ prefix: 'reageerder' });
  await commentThroughApi(request, replier.token, post.slug, {
    content: 'Ja, vanaf ongeveer 90 minuten lopen.',
    parentComment: commentId,
  });
  return { author, post };
}

test('a reply to my comment shows up as a notification I can read and delete', async ({
  page,
  request,
  accounts,
}) => {
  const { author, post } = await authorWithAReply(request, accounts);

  await logIn(page, author.email, author.password);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Notificaties 1 ongelezen' })).toBeVisible();

  await page.goto('/notificaties');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaties' })).toBeVisible();
  const item = page.getByRole('main').getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: 'Nieuw antwoord op je reactie (ongelezen)' })).toBeVisible();
  await expect(item.getByText('Ja, vanaf ongeveer 90 minuten lopen.')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Details' })).toHaveAttribute(
    'href',
    new RegExp(`^/blog/${post.slug}#comment-`),
  );

  await page.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
  await expect(page.getByRole('button', { name: 'Alles als gelezen markeren' })).toBeDisabled();
  await expect(
    item.getByRole('heading', { name: 'Nieuw antwoord op je reactie', exact: true }),
  ).toBeVisible();
  await expect(header.getByRole('link', { name: 'Notificaties', exact: true })).toBeVisible();

  await item.getByRole('button', { name: 'Verwijderen: notificatie Nieuw antwoord op je reactie' }).click();
  await expect(page.getByText('Geen notificaties op dit moment.')).toBeVisible();

  // The server agrees: after a reload the list is still empty.
  await page.reload();
  await expect(page.getByText('Geen notificaties op dit moment.')).toBeVisible();
});

test('on a phone (390 px) the delete button stays on its notification’s row, beside the title', async ({
  page,
  request,
  accounts,
}) => {
  const { author } = await authorWithAReply(request, accounts);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, author.email, author.password);
  await expect(page.getByRole('link', { name: 'Naar je winkelwagen (0 artikelen)' })).toBeVisible();
  await page.goto('/notificaties');
  const item = page.getByRole('main').getByRole('listitem');
  // Unread and with a link: the most actions a notification has.
  await expect(item.getByRole('button', { name: 'Markeer als gelezen' })).toBeVisible();
  const remove = item.getByRole('button', { name: 'Verwijderen: notificatie Nieuw antwoord op je reactie' });
  const [row, title, button] = await Promise.all([
    item.boundingBox(),
    item.getByRole('heading').boundingBox(),
    remove.boundingBox(),
  ]);
  if (!row || !title || !button) throw new Error('De notificatie staat niet op het scherm');
  expect(button.y).toBeLessThan(title.y + title.height);
  expect(button.x).toBeGreaterThan(title.x);
  expect(button.x + button.width).toBeLessThanOrEqual(row.x + row.width);
  expect(button.y).toBeGreaterThanOrEqual(row.y);
});
