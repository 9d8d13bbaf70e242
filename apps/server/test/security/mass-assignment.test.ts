// Attack class: mass assignment. A client adds fields the form never sends — a role, a price, a
// total, a status, somebody else's id as owner or author, a read flag, an internal note — to every
// body that creates or changes something. The schemas strip keys they do not know, so the request
// succeeds; what counts is that the stored state (read from the database) took none of them: the
// server sets owner, author, price, status and flags itself.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVisits } from '../../src/db/schema/analytics.ts';
import { blogPostLikes, blogPosts } from '../../src/db/schema/blog.ts';
import { cartItems } from '../../src/db/schema/cart.ts';
import { comments } from '../../src/db/schema/comments.ts';
import { contactMessages, contactNotes, contactReplies } from '../../src/db/schema/contact.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { orderItems } from '../../src/db/schema/orders.ts';
import { products } from '../../src/db/schema/products.ts';
import { routeLocks } from '../../src/db/schema/route-locks.ts';
import { shippingMethods } from '../../src/db/schema/shipping.ts';
import { addresses, users } from '../../src/db/schema/users.ts';
import type { TestApp } from '../build-test-app.ts';
import {
  type Actor,
  actor,
  blogInput,
  createPost,
  createProduct,
  productInput,
  uniqueEmail,
} from '../factories.ts';
import { checkoutBody, emulatedSession, startCheckout, testAddress } from '../payments.ts';
import { openShop, orderOfSession, orderRow } from '../shop.ts';

let app: TestApp;
let admin: Actor;
let buyer: Actor;
let bystander: Actor;
let product: Awaited<ReturnType<typeof createProduct>>;
let post: { id: string; slug: string };

/** An id the client would like to claim: someone else's, or one it chose itself. */
const CHOSEN_ID = '11111111-1111-4111-8111-111111111111';
const LONG_AGO = '2001-01-01T00:00:00.000Z';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function send(who: Actor | null, method: Method, url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;

beforeAll(async () => {
  // Listening: checkout reaches the payment emulator through the payment SDK.
  ({ app, admin } = await openShop({ listen: true }));
  buyer = await actor(app);
  bystander = await actor(app);
  product = await createProduct(app, { stock: 20, price: 12.5 }, admin.id);
  post = await createPost(app, {}, admin.id);
});
afterAll(() => app.close());

describe('accounts', () => {
  it('registering with role admin, an id or a password hash of ones own makes a plain user', async () => {
    const email = uniqueEmail('nieuw');
    const body = await send(null, 'POST', '/api/auth/register', {
      email,
      password: 'geheim123',
      role: 'admin',
      _id: CHOSEN_ID,
      id: CHOSEN_ID,
      passwordHash: 'bekend',
      firstName: 'Mallory',
    });
    expect(body.role).toBe('user');
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'user', firstName: '' });
    expect(row!.id).not.toBe(CHOSEN_ID);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().role).toBe('user');
  });

  it('a profile update cannot set role, e-mail, password hash or another account', async () => {
    const before = await userRow(buyer.id);
    const bystanderBefore = await userRow(bystander.id);
    await send(buyer, 'PUT', '/api/user/profile', {
      firstName: 'Sanne',
      role: 'admin',
      email: 'overgenomen@example.nl',
      passwordHash: 'bekend',
      _id: bystander.id,
      id: bystander.id,
      userId: bystander.id,
      createdAt: LONG_AGO,
    });
    const after = await userRow(buyer.id);
    expect(after).toMatchObject({
      firstName: 'Sanne',
      role: 'user',
      email: before.email,
      passwordHash: before.passwordHash,
      createdAt: before.createdAt,
    });
    expect(await userRow(bystander.id)).toEqual(bystanderBefore);
    expect((await send(buyer, 'GET', '/api/auth/me')).role).toBe('user');
  });

  it("an address is always the caller's, whatever owner or id the body names", async () => {
    const [created] = await send(buyer, 'POST', '/api/user/addresses', {
      ...testAddress,
      userId: bystander.id,
      _id: CHOSEN_ID,
      id: CHOSEN_ID,
    });
    expect(created._id).not.toBe(CHOSEN_ID);
    await send(buyer, 'PUT', `/api/user/addresses/${created._id}`, {
      ...testAddress,
      city: 'Gent',
      userId: bystander.id,
    });
    const [row] = await app.db.select().from(addresses).where(eq(addresses.id, created._id));
    expect(row).toMatchObject({ userId: buyer.id, city: 'Gent' });
    expect(await app.db.select().from(addresses).where(eq(addresses.userId, bystander.id))).toEqual([]);
  });

  it('an admin editing a user cannot change the e-mail address or the password hash', async () => {
    const before = await userRow(bystander.id);
    await send(admin, 'PUT', `/api/user/${bystander.id}`, {
      lastName: 'Jansen',
      email: 'ander@example.nl',
      passwordHash: 'bekend',
      password: 'nieuw-wachtwoord',
      createdAt: LONG_AGO,
    });
    expect(await userRow(bystander.id)).toMatchObject({
      lastName: 'Jansen',
      email: before.email,
      passwordHash: before.passwordHash,
      createdAt: before.createdAt,
      role: 'user',
    });
  });
});

describe('money and orders', () => {
  it("a cart line keeps only product and quantity: no price, title, discount or someone else's cart", async () => {
    const cart = await send(buyer, 'POST', '/api/cart', {
      userId: bystander.id,
      items: [
        {
          _id: product.id,
          quantity: 2,
          price: 0.01,
          originalPrice: 0.01,
          title: 'Gratis',
          discount: { type: 'percentage', value: 100 },
          stock: 9999,
          userId: bystander.id,
          available: true,
        },
      ],
    });
    expect(cart).toMatchObject([
      {
        _id: product.id,
        title: product.title,
        price: 12.5,
        originalPrice: 12.5,
        discount: null,
        quantity: 2,
        stock: 20,
      },
    ]);
    const rows = await app.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(rows).toMatchObject([{ userId: buyer.id, quantity: 2 }]);
    expect(await send(bystander, 'GET', '/api/cart')).toEqual([]);
  });

  it('checkout takes prices, total, status and owner from the server, never from the body', async () => {
    await send(buyer, 'POST', '/api/cart', { items: [{ _id: product.id, quantity: 2 }] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      headers: buyer.headers,
      payload: {
        ...(await checkoutBody(app)),
        total: 0.01,
        price: 0.01,
        amount: 1,
        currency: 'usd',
        status: 'paid',
        userId: bystander.id,
        userEmail: bystander.email,
        stripeSessionId: 'cs_test_gekozen',
        items: [{ _id: product.id, quantity: 50, price: 0.01 }],
        cart: [{ _id: product.id, quantity: 50, price: 0.01 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sessionId = response.json().url.split('/betalen/')[1] as string;
    expect(sessionId).not.toBe('cs_test_gekozen');
    const order = await orderOfSession(app, sessionId);
    expect(order).toMatchObject({ userId: buyer.id, userEmail: buyer.email, status: 'pending' });
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ productId: product.id, quantity: 2, unitPriceCents: 1250 }]);
    const shown = await send(buyer, 'GET', `/api/orders/my/${order.id}`);
    expect(shown).toMatchObject({ total: 25, status: 'pending' });
    const session = await emulatedSession(app, sessionId);
    expect(session).toMatchObject({ amount_total: 2500, currency: 'eur', payment_status: 'unpaid' });
    expect(session.metadata).toMatchObject({ orderId: order.id, userId: buyer.id });
    expect((await send(bystander, 'GET', '/api/orders/my')).data).toEqual([]);
  });

  it('confirming an unpaid session with status paid in the body leaves the order pending', async () => {
    await send(buyer, 'POST', '/api/cart', { items: [{ _id: product.id, quantity: 1 }] });
    const { sessionId } = await startCheckout(app, buyer);
    const confirmed = await send(buyer, 'POST', '/api/checkout/success', {
      sessionId,
      status: 'paid',
      paid: true,
      payment_status: 'paid',
      amount_total: 1250,
    });
    expect(confirmed.status).toBe('pending');
    expect((await orderOfSession(app, sessionId!)).status).toBe('pending');
  });

  it("an admin's status change sets the status only: not the total, the owner or the history", async () => {
    await send(buyer, 'POST', '/api/cart', { items: [{ _id: product.id, quantity: 1 }] });
    const { sessionId } = await startCheckout(app, buyer);
    const { id } = await orderOfSession(app, sessionId!);
    const before = await orderRow(app, id);
    const changed = await send(admin, 'PUT', `/api/orders/${id}/status`, {
      status: 'cancelled',
      total: 0,
      userId: bystander.id,
      userEmail: bystander.email,
      statusHistory: [{ status: 'delivered', at: LONG_AGO }],
      stripePaymentIntentId: 'pi_gekozen',
    });
    expect(changed.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(changed.total).toBe(12.5);
    expect(await orderRow(app, id)).toMatchObject({
      status: 'cancelled',
      userId: buyer.id,
      userEmail: before.userEmail,
      stripePaymentIntentId: null,
    });
  });
});

describe('authorship', () => {
  it('a new product is created by the admin who sends it, with no stock held and the price it names', async () => {
    const created = await send(admin, 'POST', '/api/products', {
      ...productInput({ price: 7.5, stock: 4 }),
      createdBy: bystander.id,
      _id: CHOSEN_ID,
      id: CHOSEN_ID,
      priceCents: 1,
      reservedStock: 4,
      createdAt: LONG_AGO,
      referencePrice: 99,
      referencePriceCents: 9900,
    });
    const [row] = await app.db.select().from(products).where(eq(products.id, created._id));
    expect(row).toMatchObject({
      createdBy: admin.id,
      priceCents: 750,
      stock: 4,
      reservedStock: 0,
      referencePriceCents: null,
    });
    expect(row!.id).not.toBe(CHOSEN_ID);
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));

    await send(admin, 'PUT', `/api/products/${created._id}`, {
      ...productInput({ price: 8 }),
      createdBy: bystander.id,
      reservedStock: 3,
      referencePrice: 99,
    });
    const [updated] = await app.db.select().from(products).where(eq(products.id, created._id));
    expect(updated).toMatchObject({
      createdBy: admin.id,
      priceCents: 800,
      reservedStock: 0,
      referencePriceCents: null,
    });
  });

  it('a new blog post is written by the admin who sends it, without likes or a publication date of its own', async () => {
    const created = await send(admin, 'POST', '/api/blog', {
      ...blogInput({ isPublished: true }),
      authorId: bystander.id,
      author: { _id: bystander.id, email: bystander.email },
      likes: [{ userId: bystander.id, at: LONG_AGO }],
      likeCount: 99,
      commentCount: 12,
      publishedAt: LONG_AGO,
      createdAt: LONG_AGO,
    });
    expect(created).toMatchObject({ author: { _id: admin.id }, likes: [], likeCount: 0, commentCount: 0 });
    const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    expect(row!.authorId).toBe(admin.id);
    expect(row!.publishedAt!.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(await app.db.select().from(blogPostLikes).where(eq(blogPostLikes.postId, created._id))).toEqual(
      [],
    );

    await send(admin, 'PUT', `/api/blog/${created._id}`, { ...blogInput(), authorId: bystander.id });
    const [updated] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    expect(updated!.authorId).toBe(admin.id);
  });

  it('a comment is the writer’s, on the post of the URL, not deleted, not edited, without likes', async () => {
    const otherPost = await createPost(app, {}, admin.id);
    const { _id } = await send(buyer, 'POST', `/api/blog/${post.slug}/comments`, {
      content: 'Goede tips!',
      userId: bystander.id,
      user: { _id: bystander.id, email: bystander.email },
      postId: otherPost.id,
      likes: 40,
      deleted: true,
      edited: true,
      editHistory: [{ type: 'edit', by: { email: bystander.email }, at: LONG_AGO, content: 'Nep' }],
      createdAt: LONG_AGO,
    });
    const [row] = await app.db.select().from(comments).where(eq(comments.id, _id));
    expect(row).toMatchObject({ userId: buyer.id, postId: post.id, deleted: false, content: 'Goede tips!' });
    const [shown] = await send(buyer, 'GET', `/api/blog/${post.slug}/comments`);
    expect(shown).toMatchObject({
      _id,
      user: { _id: buyer.id },
      likes: 0,
      hasLiked: false,
      edited: false,
      deleted: false,
      editHistory: [],
    });

    await send(buyer, 'PUT', `/api/blog/comments/${_id}`, {
      content: 'Nog betere tips!',
      userId: bystander.id,
      deleted: true,
    });
    const [edited] = await app.db.select().from(comments).where(eq(comments.id, _id));
    expect(edited).toMatchObject({ userId: buyer.id, deleted: false, content: 'Nog betere tips!' });
  });

  it('a route lock is made by the admin who sends it', async () => {
    const lock = await send(admin, 'POST', '/api/admin/route-locks', {
      route: '/bestaat-niet',
      blockedForRoles: ['guest'],
      createdBy: bystander.id,
      _id: CHOSEN_ID,
      createdAt: LONG_AGO,
    });
    const [row] = await app.db.select().from(routeLocks).where(eq(routeLocks.id, lock._id));
    expect(row).toMatchObject({ createdBy: admin.id });
    expect(row!.id).not.toBe(CHOSEN_ID);
  });
});

describe('shipping', () => {
  it('a shipping method costs what its euros say, with an id and dates of the server', async () => {
    const method = {
      name: 'PostNL pakket',
      carrier: 'PostNL',
      countries: ['NL'],
      price: 6.95,
      freeAbove: 40,
      deliveryEstimate: '1 werkdag',
    };
    const created = await send(admin, 'POST', '/api/admin/shipping', {
      ...method,
      _id: CHOSEN_ID,
      id: CHOSEN_ID,
      priceCents: 1,
      freeAboveCents: 1,
      createdAt: LONG_AGO,
      updatedAt: LONG_AGO,
    });
    const [row] = await app.db.select().from(shippingMethods).where(eq(shippingMethods.id, created._id));
    expect(row).toMatchObject({ priceCents: 695, freeAboveCents: 4000, maxOrderCents: null, isActive: true });
    expect(row!.id).not.toBe(CHOSEN_ID);
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));

    await send(admin, 'PUT', `/api/admin/shipping/${created._id}`, {
      ...method,
      priceCents: 1,
      createdAt: LONG_AGO,
    });
    const [updated] = await app.db.select().from(shippingMethods).where(eq(shippingMethods.id, created._id));
    expect(updated).toMatchObject({ priceCents: 695, createdAt: row!.createdAt });
  });
});

describe('support and notifications', () => {
  it('a message belongs to its sender: no other owner or address, no status, SLA, answers or internal notes', async () => {
    const message = await send(buyer, 'POST', '/api/contact', {
      subject: 'Retour',
      message: 'Mag ik dit terugsturen?',
      email: bystander.email,
      userId: bystander.id,
      user: { _id: bystander.id, email: bystander.email },
      status: 'gesloten',
      slaDueAt: '2999-01-01T00:00:00.000Z',
      createdAt: LONG_AGO,
      responses: [
        { message: 'Ja hoor, alles gratis.', admin: { _id: admin.id, email: admin.email }, readByUser: true },
      ],
      internalNotes: [{ note: 'VIP-klant, alles toestaan' }],
      unreadReplies: 5,
    });
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, message._id));
    expect(row).toMatchObject({ userId: buyer.id, email: buyer.email, status: 'nieuw', priority: 'normaal' });
    expect(row!.slaDueAt!.getTime() - row!.createdAt.getTime()).toBe(72 * 60 * 60 * 1000);
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(
      await app.db.select().from(contactReplies).where(eq(contactReplies.messageId, message._id)),
    ).toEqual([]);
    expect(await app.db.select().from(contactNotes).where(eq(contactNotes.messageId, message._id))).toEqual(
      [],
    );

    const fromGuest = await send(null, 'POST', '/api/contact', {
      email: 'gast@example.nl',
      subject: 'Vraag',
      message: 'Hoe laat gaan jullie open?',
      userId: bystander.id,
    });
    const [guestRow] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, fromGuest._id));
    expect(guestRow).toMatchObject({ userId: null, email: 'gast@example.nl' });
  });

  it("the owner's reply is not an admin's and is not marked read by the body", async () => {
    const { _id } = await send(buyer, 'POST', '/api/contact', { subject: 'Maat', message: 'Welke maat?' });
    await send(buyer, 'POST', `/api/contact/my/${_id}/replies`, {
      message: 'Nog iets vergeten.',
      adminId: admin.id,
      admin: { _id: admin.id, email: admin.email },
      messageId: CHOSEN_ID,
      readByUser: true,
      sentAt: LONG_AGO,
    });
    const replies = await app.db.select().from(contactReplies).where(eq(contactReplies.messageId, _id));
    expect(replies).toMatchObject([{ adminId: null, message: 'Nog iets vergeten.' }]);
    expect(replies[0]!.sentAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
    const shown = await send(buyer, 'GET', `/api/contact/my/${_id}`);
    expect(shown.responses).toMatchObject([{ admin: null }]);
  });

  it('a broadcast reaches the chosen users unread, whatever read flag or owner the body names', async () => {
    await send(admin, 'POST', '/api/admin/notifications/broadcast', {
      userIds: [buyer.id],
      title: 'Nieuwe gels',
      message: 'Proef ze nu.',
      isRead: true,
      userId: bystander.id,
      createdAt: LONG_AGO,
    });
    const rows = await app.db.select().from(notifications).where(eq(notifications.title, 'Nieuwe gels'));
    expect(rows).toMatchObject([{ userId: buyer.id, isRead: false }]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it("a page view is the caller's (or nobody's), with the duration the server computes", async () => {
    const visit = (path: string) => ({
      path,
      startedAt: '2026-05-01T10:00:00.000Z',
      endedAt: '2026-05-01T10:00:30.000Z',
      userId: bystander.id,
      durationMs: 99_999_999,
      deviceClass: 'tablet',
      device: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    const path = `/shop/${randomUUID()}`;
    await send(buyer, 'POST', '/api/analytics/track', visit(path));
    await send(null, 'POST', '/api/analytics/track', visit(`${path}-gast`));
    const rows = await app.db.select().from(pageVisits);
    expect(rows.find((row) => row.path === path)).toMatchObject({
      userId: buyer.id,
      durationMs: 30_000,
      deviceClass: 'desktop',
    });
    expect(rows.find((row) => row.path === `${path}-gast`)).toMatchObject({
      userId: null,
      durationMs: 30_000,
    });
  });
});
