// Attack class: broken object-level access (BOLA/IDOR). User A owns a cart, a profile with an
// address, a pending order with its payment session, a comment, likes, notifications and a support
// thread with an unread answer. User B, who knows every one of A's ids, and a guest try to read and
// change each of them through every route that takes an id, and do the same through the routes that
// act on "my own" data. The contract: a guest is 401 before anything else; another user's order,
// address, notification or thread is 404 — the same answer as for an id that does not exist, so
// nothing tells B it is there — and a comment, which is public, is 403 for anyone but its author.
// A's data, read back as A, is exactly what it was before every attempt.

import type { AddressInfo } from 'node:net';
import { authMessages } from '@shop/shared/auth';
import { commentMessages } from '@shop/shared/comment';
import { contactMessages } from '@shop/shared/contact';
import { invoiceMessages } from '@shop/shared/invoice';
import { orderMessages } from '@shop/shared/order';
import { profileMessages } from '@shop/shared/user';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type Actor, actor, createPost, createProduct } from '../factories.ts';
import { freeShippingId, saveCart, startCheckout, testAddress } from '../payments.ts';
import { openShop, orderOfSession } from '../shop.ts';
import { readEventStream } from '../sse.ts';

let app: TestApp;
let admin: Actor;
let owner: Actor;
let intruder: Actor;
let slug: string;
/** The shipping method the checkouts below choose. */
let shippingMethodId: string;
const a = {} as Record<
  'product' | 'otherProduct' | 'address' | 'order' | 'session' | 'comment' | 'notification' | 'thread',
  string
>;

let ownerNotifications: string[];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Actor | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

async function ok(who: Actor, method: Method, url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

interface Attempt {
  method: Method;
  url: string;
  payload?: object;
  /** What user B gets. */
  status: number;
  message?: string;
  /** One of A's ids in the request: B's 404 must read exactly as for an id that does not exist. */
  target?: string;
  /** For B's calls on B's own data: what the answer must (not) contain. */
  check?: (body: unknown) => void;
  /** What a guest gets, when not the 401 of a login-required route. */
  guest?: { status: number; message: string };
}

const idsIn = (body: unknown): string[] => JSON.stringify(body).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [];
const excludesAll =
  (...ids: string[]) =>
  (body: unknown) => {
    for (const id of ids) expect(idsIn(body)).not.toContain(id);
  };

/** Everything A sees of A's own data. */
async function ownerView() {
  const get = (url: string) => ok(owner, 'GET', url);
  const post = await get(`/api/blog/${slug}`);
  const comments = (await get(`/api/blog/${slug}/comments`)) as Record<string, unknown>[];
  return {
    cart: await get('/api/cart'),
    profile: await get('/api/user/profile'),
    orders: await get('/api/orders/my'),
    order: await get(`/api/orders/my/${a.order}`),
    notifications: await get('/api/notifications/my'),
    threads: await get('/api/contact/my'),
    thread: await get(`/api/contact/my/${a.thread}`),
    likesThePost: post.hasLiked && post.likes.some((like: { userId: string }) => like.userId === owner.id),
    // The likes count is everyone's; whether A likes it is A's.
    comments: comments.map(({ likes: _, ...comment }) => comment),
  };
}

beforeAll(async () => {
  // Listening: checkout reaches the payment emulator through the payment SDK.
  ({ app, admin } = await openShop({ listen: true }));
  owner = await actor(app);
  intruder = await actor(app);
  a.product = (await createProduct(app, { stock: 10, price: 12.5 }, admin.id)).id;
  a.otherProduct = (await createProduct(app, { stock: 10 }, admin.id)).id;
  ({ slug } = await createPost(app, {}, admin.id));

  await ok(owner, 'PUT', '/api/user/profile', {
    firstName: 'Sanne',
    lastName: 'de Vries',
    phone: '0612345678',
  });
  [{ _id: a.address }] = await ok(owner, 'POST', '/api/user/addresses', testAddress);
  await saveCart(app, owner, [{ _id: a.product, quantity: 2 }]);
  a.session = (await startCheckout(app, owner)).sessionId;
  shippingMethodId = await freeShippingId(app);
  a.order = (await orderOfSession(app, a.session)).id;

  ({ _id: a.comment } = await ok(owner, 'POST', `/api/blog/${slug}/comments`, {
    content: 'Mijn eigen reactie.',
  }));
  await ok(owner, 'POST', `/api/blog/${slug}/like`);
  await ok(owner, 'PUT', `/api/blog/comments/${a.comment}/like`);

  ({ _id: a.thread } = await ok(owner, 'POST', '/api/contact', {
    subject: 'Levering',
    message: 'Waar blijft het?',
  }));
  await ok(admin, 'POST', `/api/admin/contact/${a.thread}/replies`, { message: 'Het is onderweg.' });
  await ok(admin, 'POST', '/api/admin/notifications/broadcast', {
    userIds: [owner.id],
    title: 'Welkom',
    message: 'Fijn dat je er bent.',
  });
  const notifications = await ok(owner, 'GET', '/api/notifications/my');
  expect(notifications).toHaveLength(2);
  expect(notifications.every((notification: { isRead: boolean }) => !notification.isRead)).toBe(true);
  ownerNotifications = notifications.map((notification: { _id: string }) => notification._id);
  a.notification = ownerNotifications[0]!;
});
afterAll(() => app.close());

const notLoggedIn = { status: 401, message: authMessages.notLoggedIn };
const forbidden = { status: 403, message: authMessages.forbidden };

/** Per resource of A's, what B tries (and, unless stated, a guest gets 401 on). */
const resources: Record<string, () => Attempt[]> = {
  cart: () => [
    { method: 'GET', url: '/api/cart', status: 200, check: (body) => expect(body).toEqual([]) },
    {
      method: 'POST',
      url: '/api/cart',
      payload: { userId: owner.id, items: [{ _id: a.product, quantity: 9, userId: owner.id }] },
      status: 200,
      check: (body) => expect(body).toMatchObject([{ _id: a.product, quantity: 9 }]),
    },
    { method: 'DELETE', url: '/api/cart', status: 204 },
    { method: 'GET', url: '/api/cart', status: 200, check: (body) => expect(body).toEqual([]) },
  ],

  'profile and addresses': () => [
    {
      method: 'GET',
      url: '/api/user/profile',
      status: 200,
      check: (body) => {
        expect(body).toMatchObject({ _id: intruder.id, email: intruder.email, addresses: [] });
        excludesAll(owner.id, a.address)(body);
      },
    },
    { method: 'PUT', url: '/api/user/profile', payload: { firstName: 'Indringer' }, status: 204 },
    {
      method: 'PUT',
      url: `/api/user/addresses/${a.address}`,
      payload: { ...testAddress, street: 'Overgenomen' },
      status: 404,
      message: profileMessages.addressNotFound,
      target: a.address,
    },
    {
      method: 'DELETE',
      url: `/api/user/addresses/${a.address}`,
      status: 404,
      message: profileMessages.addressNotFound,
      target: a.address,
    },
    { method: 'GET', url: `/api/user/${owner.id}`, ...forbidden },
    { method: 'PUT', url: `/api/user/${owner.id}`, payload: { firstName: 'Overgenomen' }, ...forbidden },
  ],

  'orders, their payment and checkout': () => [
    {
      method: 'GET',
      url: `/api/orders/my/${a.order}`,
      status: 404,
      message: orderMessages.notFound,
      target: a.order,
    },
    { method: 'GET', url: '/api/orders/my', status: 200, check: excludesAll(a.order) },
    // A's order is unpaid here; invoices.test.ts downloads a paid one's invoice as another buyer.
    ...['invoice', 'credit-invoice'].map((path) => ({
      method: 'GET' as const,
      url: `/api/orders/my/${a.order}/${path}`,
      status: 404,
      message: invoiceMessages.notFound,
      target: a.order,
    })),
    { method: 'GET', url: `/api/orders/${a.order}`, ...forbidden },
    { method: 'GET', url: `/api/orders/${a.order}/invoice`, ...forbidden },
    { method: 'GET', url: `/api/orders/${a.order}/packing-slip`, ...forbidden },
    { method: 'PUT', url: `/api/orders/${a.order}/status`, payload: { status: 'cancelled' }, ...forbidden },
    { method: 'DELETE', url: `/api/orders/${a.order}`, ...forbidden },
    {
      method: 'POST',
      url: '/api/checkout/success',
      payload: { sessionId: a.session },
      status: 404,
      message: orderMessages.paymentUnknown,
      target: a.session,
    },
    // B's own checkout replaces B's unfinished ones, never A's pending order.
    {
      method: 'POST',
      url: '/api/cart',
      payload: { items: [{ _id: a.otherProduct, quantity: 1 }] },
      status: 200,
    },
    {
      method: 'POST',
      url: '/api/checkout/session',
      payload: { ...testAddress, shippingMethodId },
      status: 200,
    },
    {
      method: 'POST',
      url: '/api/checkout/session',
      payload: { ...testAddress, shippingMethodId },
      status: 200,
    },
  ],

  comments: () => [
    {
      method: 'PUT',
      url: `/api/blog/comments/${a.comment}`,
      payload: { content: 'Overgenomen door een ander.' },
      status: 403,
      message: commentMessages.notAuthor,
    },
    {
      method: 'DELETE',
      url: `/api/blog/comments/${a.comment}`,
      status: 403,
      message: commentMessages.notAuthor,
    },
  ],

  notifications: () => [
    { method: 'POST', url: `/api/notifications/${a.notification}/read`, status: 404, target: a.notification },
    { method: 'DELETE', url: `/api/notifications/${a.notification}`, status: 404, target: a.notification },
    { method: 'POST', url: '/api/notifications/read-all', status: 204 },
    { method: 'GET', url: '/api/notifications/my', status: 200, check: excludesAll(...ownerNotifications) },
    { method: 'GET', url: `/api/admin/notifications/user/${owner.id}`, ...forbidden },
  ],

  'support threads': () => [
    {
      method: 'GET',
      url: `/api/contact/my/${a.thread}`,
      status: 404,
      message: contactMessages.notFound,
      target: a.thread,
    },
    {
      method: 'POST',
      url: `/api/contact/my/${a.thread}/read`,
      status: 404,
      message: contactMessages.notFound,
      target: a.thread,
    },
    {
      method: 'POST',
      url: `/api/contact/my/${a.thread}/replies`,
      payload: { message: 'Ik schrijf in andermans gesprek.' },
      status: 404,
      message: contactMessages.notFound,
      target: a.thread,
    },
    // A follow-up names its parent: only one of the writer's own threads, and a guest has none.
    {
      method: 'POST',
      url: '/api/contact',
      payload: {
        email: 'gast@example.nl',
        subject: 'Vervolg',
        message: 'Nog een vraag.',
        parentId: a.thread,
      },
      status: 404,
      message: contactMessages.notFound,
      target: a.thread,
      guest: { status: 404, message: contactMessages.notFound },
    },
    { method: 'GET', url: '/api/contact/my', status: 200, check: excludesAll(a.thread) },
    { method: 'GET', url: `/api/admin/contact/${a.thread}`, ...forbidden },
    {
      method: 'POST',
      url: `/api/admin/contact/${a.thread}/replies`,
      payload: { message: 'Nep' },
      ...forbidden,
    },
  ],
};

async function attempt(who: Actor | null, { method, url, payload }: Attempt) {
  const response = await call(who, method, url, payload);
  return { status: response.statusCode, body: response.body };
}

describe("user B and a guest cannot reach user A's", () => {
  it("the state A started from is real: A's own calls reach every one of these", async () => {
    const view = await ownerView();
    expect(view.cart).toMatchObject([{ _id: a.product, quantity: 2 }]);
    expect(view.profile).toMatchObject({
      firstName: 'Sanne',
      addresses: [{ _id: a.address, street: 'Stationsstraat' }],
    });
    expect(view.order).toMatchObject({ _id: a.order, status: 'pending', stripeSessionId: a.session });
    expect(view.thread).toMatchObject({ _id: a.thread, unreadReplies: 1 });
    expect(view.likesThePost).toBe(true);
    expect(view.comments).toMatchObject([{ _id: a.comment, content: 'Mijn eigen reactie.', hasLiked: true }]);
    expect(view.notifications.map((notification: { _id: string }) => notification._id)).toContain(
      a.notification,
    );
  });

  it.each(Object.keys(resources))('%s', async (resource) => {
    const before = await ownerView();
    for (const step of resources[resource]!()) {
      const label = `${step.method} ${step.url}`;
      const asIntruder = await attempt(intruder, step);
      expect(asIntruder.status, `B ${label}: ${asIntruder.body}`).toBe(step.status);
      if (step.message) expect(JSON.parse(asIntruder.body).error.message, label).toBe(step.message);
      if (step.check) step.check(JSON.parse(asIntruder.body));
      if (step.target) {
        const unknown = await attempt(intruder, {
          ...step,
          url: step.url.replace(step.target, SOME_ID),
          ...(step.payload
            ? { payload: JSON.parse(JSON.stringify(step.payload).replace(step.target, SOME_ID)) }
            : {}),
        });
        expect(asIntruder, `B ${label} reads as for an unknown id`).toEqual(unknown);
      }

      const asGuest = await attempt(null, step);
      const guest = step.guest ?? notLoggedIn;
      expect(asGuest.status, `guest ${label}: ${asGuest.body}`).toBe(guest.status);
      expect(JSON.parse(asGuest.body).error.message, `guest ${label}`).toBe(guest.message);
    }
    expect(await ownerView()).toEqual(before);
  });

  it("the live stream, even resumed from the very first event, carries B's notifications only", async () => {
    await ok(admin, 'POST', '/api/admin/notifications/broadcast', {
      userIds: [intruder.id],
      title: 'Alleen voor B',
      message: 'Hallo B.',
    });
    const port = (app.server.address() as AddressInfo).port;
    const reader = await readEventStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
      ...intruder.headers,
      'last-event-id': '0',
    });
    try {
      expect(reader.status).toBe(200);
      const sent = () =>
        reader.events.filter((event) => event.event === 'notification').map((event) => event.data);
      await vi.waitFor(
        () => {
          expect(sent()).toContainEqual(expect.objectContaining({ title: 'Alleen voor B' }));
          expect(reader.events.some((event) => event.event === 'unread')).toBe(true);
        },
        { timeout: 10_000, interval: 50 },
      );
      excludesAll(...ownerNotifications)(reader.events);
      const mine = (await ok(intruder, 'GET', '/api/notifications/my')) as { _id: string }[];
      expect(
        sent()
          .map((notification) => (notification as { _id: string })._id)
          .sort(),
      ).toEqual(mine.map((notification) => notification._id).sort());
    } finally {
      reader.close();
    }
  });

  it("likes: B's like and unlike of A's post and comment are B's alone; A's likes stay", async () => {
    const { notifications: earlier, ...before } = await ownerView();
    const toggles = [
      [`/api/blog/${slug}/like`, 'POST'],
      [`/api/blog/comments/${a.comment}/like`, 'PUT'],
    ] as const;
    for (const [url, method] of toggles) {
      expect(await ok(intruder, method, url)).toEqual({ hasLiked: true, likes: 2 });
      expect(await ok(intruder, method, url)).toEqual({ hasLiked: false, likes: 1 });
      const asGuest = await attempt(null, { method, url, status: 401 });
      expect(asGuest.status).toBe(401);
    }
    const { notifications, ...after } = await ownerView();
    expect(after).toEqual(before);
    expect(after.likesThePost).toBe(true);
    // B's like told A about it (once); A's own notifications are untouched.
    expect(notifications).toEqual(expect.arrayContaining(earlier));
    expect(notifications).toHaveLength(earlier.length + 1);
  });
});
