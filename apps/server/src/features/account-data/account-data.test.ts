import {
  type AccountExport,
  accountDataMessages,
  accountExportSchema,
  openOrderStatuses,
} from '@shop/shared/account-data';
import { apiMessages } from '@shop/shared/api';
import type { OrderStatus } from '@shop/shared/order';
import { userMessages } from '@shop/shared/user';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createPost, TEST_PASSWORD } from '../../../test/factories.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';
import { loginThrottles } from '../../db/schema/auth.ts';
import { blogPostLikes } from '../../db/schema/blog.ts';
import { comments } from '../../db/schema/comments.ts';
import { contactMessages, contactReplies } from '../../db/schema/contact.ts';
import { savedFuelPlans } from '../../db/schema/fuel-plans.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { addresses, users } from '../../db/schema/users.ts';

let app: TestApp;
let admin: Actor;
let post: { id: string; slug: string };

beforeAll(async () => {
  ({ app, admin } = await openShop());
  post = await createPost(app, { title: 'Zout en zweten' }, admin.id);
});
afterAll(async () => {
  await app.close();
});

const exportOf = (who: Actor | null, readable = false) =>
  app.inject({
    method: 'GET',
    url: readable ? '/api/user/data/readable' : '/api/user/data',
    headers: who?.headers ?? {},
  });

const removeAccount = (who: Actor, password: unknown = TEST_PASSWORD) =>
  app.inject({ method: 'DELETE', url: '/api/user/account', headers: who.headers, payload: { password } });

/** An order of the user as checkout stores it, with one line. */
async function orderOf(who: Actor, status: OrderStatus = 'delivered') {
  const [order] = await app.db
    .insert(orders)
    .values({
      userId: who.id,
      userEmail: who.email,
      status,
      addressFirstName: 'Anna',
      addressLastName: 'Jansen',
      addressEmail: `bezorg-${who.email}`,
      addressStreet: 'Hoofdstraat',
      addressNumber: '12',
      addressZip: '1234 AB',
      addressCity: 'Utrecht',
      addressCountry: 'NL',
      totalCents: 1495,
      shippingMethodName: 'PostNL',
      shippingPriceCents: 495,
    })
    .returning();
  await app.db
    .insert(orderItems)
    .values({ orderId: order!.id, title: 'Gel citroen', unitPriceCents: 250, quantity: 4 });
  return order!;
}

/** A customer with something of everything the shop keeps about a person. */
async function customerWithData() {
  const who = await actor(app, 'user', { firstName: 'Anna', lastName: 'Jansen' });
  const address = await app.inject({
    method: 'POST',
    url: '/api/user/addresses',
    headers: who.headers,
    payload: {
      firstName: 'Anna',
      lastName: 'Jansen',
      street: 'Hoofdstraat',
      number: '12',
      zip: '1234 AB',
      city: 'Utrecht',
      country: 'Nederland',
    },
  });
  expect(address.statusCode).toBe(201);
  const order = await orderOf(who);
  const [comment] = await app.db
    .insert(comments)
    .values({ postId: post.id, userId: who.id, content: 'Mooi stuk <script>alert(1)</script>' })
    .returning();
  await app.db.insert(blogPostLikes).values({ postId: post.id, userId: who.id });
  const [message] = await app.db
    .insert(contactMessages)
    .values({ userId: who.id, email: who.email, subject: 'Levering', message: 'Waar blijft mijn pakket?' })
    .returning();
  await app.db
    .insert(contactReplies)
    .values({ messageId: message!.id, message: 'Morgen!', adminId: admin.id });
  // A message sent as a guest from the same address is theirs too.
  await app.db
    .insert(contactMessages)
    .values({ email: who.email.toUpperCase(), subject: 'Vraag als gast', message: 'Hallo' });
  await app.db
    .insert(notifications)
    .values({ userId: who.id, title: 'Bestelling verzonden', message: 'Onderweg' });
  await app.db.insert(savedFuelPlans).values({
    userId: who.id,
    name: 'Marathon Rotterdam',
    request: {} as never,
    result: {} as never,
    shareToken: `token-${who.id}`,
  });
  await app.db.insert(outgoingMails).values([
    {
      key: `test:${who.id}:1`,
      to: who.email,
      subject: 'Welkom',
      text: 't',
      html: 'h',
      messageId: `<1-${who.id}>`,
    },
    {
      key: `test:${who.id}:2`,
      to: `bezorg-${who.email}`,
      subject: 'Je bestelling',
      text: 't',
      html: 'h',
      messageId: `<2-${who.id}>`,
    },
  ]);
  await app.db.insert(loginThrottles).values({ email: who.email, client: '203.0.113.9', failures: 2 });
  return { who, order, comment: comment!, message: message! };
}

describe('downloading my data', () => {
  it('answers everything the shop keeps about the caller as JSON to save, and nobody else’s', async () => {
    const { who } = await customerWithData();
    const other = await customerWithData();

    const response = await exportOf(who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="loopvoeding-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = accountExportSchema.parse(response.json()) as AccountExport;
    expect(data.profile).toMatchObject({ email: who.email, firstName: 'Anna', lastName: 'Jansen' });
    expect(data.addresses).toEqual([expect.objectContaining({ street: 'Hoofdstraat', city: 'Utrecht' })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      status: 'delivered',
      totalCents: 1495,
      email: `bezorg-${who.email}`,
      lines: [{ title: 'Gel citroen', quantity: 4, unitPriceCents: 250 }],
    });
    expect(data.comments).toEqual([expect.objectContaining({ post: 'Zout en zweten', deleted: false })]);
    expect(data.likedPosts).toEqual(['Zout en zweten']);
    expect(data.messages.map((m) => m.subject).sort()).toEqual(['Levering', 'Vraag als gast']);
    expect(data.messages.find((m) => m.subject === 'Levering')?.replies).toEqual([
      expect.objectContaining({ message: 'Morgen!', fromShop: true }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'Bestelling verzonden' })]);
    expect(data.fuelPlans).toEqual([expect.objectContaining({ name: 'Marathon Rotterdam' })]);
    expect(response.body).not.toContain(other.who.email);
    expect(response.body).not.toContain(other.order.id.slice(0, 8).toUpperCase());
  });

  it('answers the same as a page to read, every text escaped', async () => {
    const { who } = await customerWithData();
    const response = await exportOf(who, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="loopvoeding-mijn-gegevens-[\d-]+\.html"$/,
    );
    expect(response.body).toMatch(/^<!doctype html><html lang="nl">/);
    expect(response.body).toContain('Mijn gegevens bij Loopvoeding');
    expect(response.body).toContain('Gel citroen');
    expect(response.body).toContain('Waar blijft mijn pakket?');
    expect(response.body).toContain('Mooi stuk &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>');
  });

  it('is refused without a login', async () => {
    for (const readable of [false, true]) {
      const response = await exportOf(null, readable);
      expect(response.statusCode).toBe(401);
    }
    const removal = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      payload: { password: 'x' },
    });
    expect(removal.statusCode).toBe(401);
  });
});

describe('removing my account', () => {
  it('asks for the password: a wrong or missing one is refused on its field and nothing changes', async () => {
    const { who } = await customerWithData();
    const wrong = await removeAccount(who, 'niet-mijn-wachtwoord');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.password).toEqual([accountDataMessages.wrongPassword]);
    const missing = await removeAccount(who, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.password).toEqual([accountDataMessages.passwordRequired]);
    for (const body of [{}, { password: 123 }, { password: 'x'.repeat(201) }]) {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: who.headers,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    expect(await app.db.select().from(users).where(eq(users.id, who.id))).toHaveLength(1);
    expect((await exportOf(who)).statusCode).toBe(200);
  });

  it.each(openOrderStatuses)('waits while an order is %s: 409, and nothing changes', async (status) => {
    const { who } = await customerWithData();
    const open = await orderOf(who, status);
    const response = await removeAccount(who);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(accountDataMessages.openOrder);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, open.id));
    expect(row).toMatchObject({ userId: who.id, addressStreet: 'Hoofdstraat', userEmail: who.email });
    expect((await exportOf(who)).statusCode).toBe(200);
  });

  it('keeps the last admin: 409 with the shop’s reason', async () => {
    const { app: shop, admin: onlyAdmin } = await openShop();
    try {
      const response = await shop.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: onlyAdmin.headers,
        payload: { password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(userMessages.lastAdmin);
    } finally {
      await shop.close();
    }
  });

  it('removes the person: orders stay anonymised, comments stay unsigned, the rest goes, the login ends', async () => {
    const { who, order, comment, message } = await customerWithData();
    const other = await customerWithData();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.email, password: TEST_PASSWORD },
    });
    const refreshToken = login.cookies.find((cookie) => cookie.name === 'refreshToken')?.value;

    const response = await removeAccount(who);
    expect(response.statusCode).toBe(204);

    // The login ends at once: the access token and the refresh cookie are refused.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: who.headers })).statusCode,
    ).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refreshToken: refreshToken ?? '' },
    });
    expect(refreshed.statusCode).toBe(401);

    // The order stays for the tax rules, without the person: the amounts, lines and country stay.
    const [kept] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      userEmail: '',
      addressFirstName: '',
      addressLastName: '',
      addressEmail: '',
      addressStreet: '',
      addressNumber: '',
      addressZip: '',
      addressCity: '',
      addressCountry: 'NL',
      totalCents: 1495,
      status: 'delivered',
    });
    expect(await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toHaveLength(1);

    // The comment stays, signed by nobody.
    const [keptComment] = await app.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(keptComment).toMatchObject({ userId: null, content: comment.content });
    const listed = await app.inject({ method: 'GET', url: `/api/blog/${post.slug}/comments` });
    const shown = (listed.json() as { _id: string; user: unknown }[]).find((c) => c._id === comment.id);
    expect(shown?.user).toBeNull();

    // The rest goes: account, addresses, messages (the guest one from the address too), their
    // replies, notifications, likes, plans, mails kept for either address, login throttles.
    const gone = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([]);
    await gone(app.db.select().from(users).where(eq(users.id, who.id)));
    await gone(app.db.select().from(addresses).where(eq(addresses.userId, who.id)));
    await gone(
      app.db.select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${who.email}`),
    );
    await gone(app.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id)));
    await gone(app.db.select().from(notifications).where(eq(notifications.userId, who.id)));
    await gone(app.db.select().from(blogPostLikes).where(eq(blogPostLikes.userId, who.id)));
    await gone(app.db.select().from(savedFuelPlans).where(eq(savedFuelPlans.userId, who.id)));
    await gone(
      app.db
        .select()
        .from(outgoingMails)
        .where(inArray(outgoingMails.to, [who.email, `bezorg-${who.email}`])),
    );
    await gone(app.db.select().from(loginThrottles).where(eq(loginThrottles.email, who.email)));

    // Logging in again fails like any unknown address.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(401);

    // Another customer keeps everything.
    const theirs = accountExportSchema.parse((await exportOf(other.who)).json());
    expect(theirs.orders[0]?.address.street).toBe('Hoofdstraat');
    expect(theirs.messages).toHaveLength(2);
    expect(
      await app.db.select().from(outgoingMails).where(eq(outgoingMails.to, other.who.email)),
    ).toHaveLength(1);
  });

  it('sends an anonymised order’s mails nowhere', async () => {
    const { mail } = servicesOf(app);
    await mail.queue({ to: '', subject: 'Terugbetaling', text: 't', html: 'h' }, 'test:nobody', app.db);
    expect(await app.db.select().from(outgoingMails).where(eq(outgoingMails.key, 'test:nobody'))).toEqual([]);
  });
});

describe('the privacy statement', () => {
  it('says what the visit statistics keep and where a customer takes or removes their data', async () => {
    const privacy = (await app.inject({ method: 'GET', url: '/api/pages/privacy' })).json();
    expect(privacy.body).toContain('Global Privacy Control');
    expect(privacy.body).toContain("'Mijn gegevens downloaden'");
    expect(privacy.body).toContain("'Account verwijderen'");
  });
});

describe('the answer to an unknown format', () => {
  it('is the plain JSON route only: other paths under /api/user/data are unknown', async () => {
    const { who } = await customerWithData();
    const response = await app.inject({ method: 'GET', url: '/api/user/data/other', headers: who.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(apiMessages.notFound);
  });
});
