// Attack class: one account hammering its own rows. Two hundred parallel calls of each write a
// user or an admin can make on rows they share (read markers, the cart, likes, the profile and
// addresses, a support thread, order and account status, route locks) never answer 5xx: on
// PostgreSQL they take their row locks in one order, and a transaction that still meets a
// deadlock or a serialization failure is tried again. Meanwhile another user's calls all answer
// 200: the storm never takes the whole pool (decision 032). Runs with the production pool size.

import { contactPriorities, contactStatuses } from '@shop/shared/contact';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { type Actor, actor, createPost, createProduct } from '../factories.ts';
import { servicesOf } from '../shop.ts';

const CALLS = 200;

let app: TestApp;
let admin: Actor;
let user: Actor;
let bystander: Actor;
let products: Awaited<ReturnType<typeof createProduct>>[];

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMax: 1_000_000 }, { poolSize: 10 });
  [admin, user, bystander] = await Promise.all([actor(app, 'admin'), actor(app), actor(app)]);
  products = [];
  for (let index = 0; index < 6; index += 1)
    products.push(await createProduct(app, { title: `Parallelgel ${index}`, stock: 1000 }, admin.id));
  await saveCart(bystander, [{ _id: products[0]!.id, quantity: 1 }]);
});
afterAll(() => app.close());

const saveCart = (who: Actor, items: { _id: string; quantity: number }[]) =>
  app.inject({ method: 'POST', url: '/api/cart', headers: who.headers, payload: { items } });

/** Another user's ordinary reads, a few at a time for as long as the storm lasts. */
async function bystanderReads(stormDone: () => boolean): Promise<number[]> {
  const statuses: number[] = [];
  const calls: InjectOptions[] = [
    { method: 'GET', url: '/api/cart', headers: bystander.headers },
    { method: 'GET', url: '/api/notifications/my', headers: bystander.headers },
    { method: 'GET', url: '/api/products?limit=5', headers: bystander.headers },
  ];
  do {
    for (const response of await Promise.all(calls.map((call) => app.inject(call))))
      statuses.push(response.statusCode);
    // As a client over the network would: its next reads wait for the event loop's next turn.
    // Answers served from memory (a remembered token, kept lists) resolve in microtasks alone,
    // and without this the loop would keep the storm's database answers from ever being read.
    await new Promise((resolve) => setImmediate(resolve));
  } while (!stormDone());
  return statuses;
}

/** Fires the calls all at once; answers their statuses and those of the bystander meanwhile. */
async function storm(calls: InjectOptions[]) {
  let done = false;
  const [answers, others] = await Promise.all([
    Promise.all(calls.map((call) => app.inject(call))).finally(() => {
      done = true;
    }),
    bystanderReads(() => done),
  ]);
  return { statuses: answers.map((answer) => answer.statusCode), others };
}

function expectNoServerErrors({ statuses, others }: { statuses: number[]; others: number[] }) {
  const count = (list: number[]) => {
    const tally: Record<number, number> = {};
    for (const status of list) tally[status] = (tally[status] ?? 0) + 1;
    return JSON.stringify(tally);
  };
  expect(
    {
      serverErrors: statuses.filter((status) => status >= 500).length,
      othersNotOk: others.filter((status) => status !== 200).length,
    },
    `the storm: ${count(statuses)}, another user: ${count(others)}`,
  ).toEqual({ serverErrors: 0, othersNotOk: 0 });
}

const times = (make: (index: number) => InjectOptions) =>
  Array.from({ length: CALLS }, (_, index) => make(index));

async function notificationsOf(who: Actor, count: number) {
  for (let index = 0; index < count; index += 1)
    await servicesOf(app).notifications.notify({
      userId: who.id,
      title: `Bericht ${index}`,
      message: 'Iets is gebeurd.',
      icon: 'bell',
    });
  const mine = await app.inject({ method: 'GET', url: '/api/notifications/my', headers: who.headers });
  return (mine.json() as { _id: string }[]).map((notification) => notification._id);
}

async function supportThread(who: Actor) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: who.headers,
    payload: { subject: 'Vraag over gels', message: 'Welke gel past bij een marathon van vier uur?' },
  });
  const id = (created.json() as { _id: string })._id;
  for (let index = 0; index < 3; index += 1)
    await app.inject({
      method: 'POST',
      url: `/api/admin/contact/${id}/replies`,
      headers: admin.headers,
      payload: { message: `Antwoord ${index}: neem er elk half uur een.` },
    });
  return id;
}

async function placeOrder(lines: { productId: string; quantity: number }[]) {
  return servicesOf(app).orders.place(
    { userId: user.id, userEmail: user.email, vatCountry: 'NL' },
    lines.map(({ productId, quantity }) => ({
      productId,
      title: 'Parallelgel',
      unitPriceCents: 995,
      quantity,
      vatClass: 'reduced' as const,
    })),
  );
}

const address = (index: number) => ({
  firstName: 'Sanne',
  lastName: `de Vries ${index}`,
  street: 'Stationsstraat',
  number: `${index}`,
  zip: '3511 AB',
  city: 'Utrecht',
  country: 'Nederland',
});

describe(`${CALLS} parallel calls of one account's writes`, () => {
  it('marking all notifications read', async () => {
    await notificationsOf(user, 30);
    expectNoServerErrors(
      await storm(
        times(() => ({ method: 'POST', url: '/api/notifications/read-all', headers: user.headers })),
      ),
    );
  });

  it('marking notifications read one by one, and deleting them', async () => {
    const ids = await notificationsOf(user, 20);
    expectNoServerErrors(
      await storm(
        times((index) =>
          index % 10 === 9
            ? {
                method: 'DELETE',
                url: `/api/notifications/${ids[index % ids.length]}`,
                headers: user.headers,
              }
            : index % 3 === 0
              ? { method: 'POST', url: '/api/notifications/read-all', headers: user.headers }
              : {
                  method: 'POST',
                  url: `/api/notifications/${ids[index % ids.length]}/read`,
                  headers: user.headers,
                },
        ),
      ),
    );
  });

  it('saving and emptying the cart', async () => {
    expectNoServerErrors(
      await storm(
        times((index) => {
          if (index % 7 === 6) return { method: 'DELETE', url: '/api/cart', headers: user.headers };
          // Each call names the products in an order of its own.
          const chosen = [...products.slice(index % 3), ...products.slice(0, index % 3)].reverse();
          return {
            method: 'POST',
            url: '/api/cart',
            headers: user.headers,
            payload: {
              items: chosen.map((product, line) => ({ _id: product.id, quantity: 1 + ((index + line) % 4) })),
            },
          };
        }),
      ),
    );
  });

  it('liking and unliking a post and a comment', async () => {
    const post = await createPost(app, {}, admin.id);
    const comment = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      headers: admin.headers,
      payload: { content: 'Wat een goed artikel over voeding.' },
    });
    const commentId = (comment.json() as { _id: string })._id;
    expectNoServerErrors(
      await storm(
        times((index) =>
          index % 2 === 0
            ? { method: 'POST', url: `/api/blog/${post.slug}/like`, headers: user.headers }
            : { method: 'PUT', url: `/api/blog/comments/${commentId}/like`, headers: user.headers },
        ),
      ),
    );
  });

  it('editing and deleting one comment', async () => {
    const post = await createPost(app, {}, admin.id);
    const comment = await app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      headers: user.headers,
      payload: { content: 'Mijn eerste reactie op dit artikel.' },
    });
    const id = (comment.json() as { _id: string })._id;
    expectNoServerErrors(
      await storm(
        times((index) =>
          index === CALLS - 1
            ? { method: 'DELETE', url: `/api/blog/comments/${id}`, headers: user.headers }
            : {
                method: 'PUT',
                url: `/api/blog/comments/${id}`,
                headers: user.headers,
                payload: { content: `Bijgewerkte reactie nummer ${index}.` },
              },
        ),
      ),
    );
  });

  it('saving the profile and its addresses', async () => {
    for (let index = 0; index < 3; index += 1)
      await app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: user.headers,
        payload: address(index),
      });
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
    const ids = (profile.json() as { addresses: { _id: string }[] }).addresses.map((one) => one._id);
    expectNoServerErrors(
      await storm(
        times((index) => {
          switch (index % 5) {
            case 0:
              return {
                method: 'PUT',
                url: '/api/user/profile',
                headers: user.headers,
                payload: { firstName: `Sanne ${index}`, phone: `06${index}`, sport: { discipline: null } },
              };
            case 1:
              return {
                method: 'POST',
                url: '/api/user/addresses',
                headers: user.headers,
                payload: address(index),
              };
            case 2:
              return {
                method: 'DELETE',
                url: `/api/user/addresses/${ids[index % ids.length]}`,
                headers: user.headers,
              };
            default:
              return {
                method: 'PUT',
                url: `/api/user/addresses/${ids[index % ids.length]}`,
                headers: user.headers,
                payload: address(index),
              };
          }
        }),
      ),
    );
  });

  it("reading and answering one's support thread, while support changes its status", async () => {
    const id = await supportThread(user);
    expectNoServerErrors(
      await storm(
        times((index) => {
          switch (index % 5) {
            case 0:
              return { method: 'POST', url: `/api/contact/my/${id}/read`, headers: user.headers };
            case 1:
              return {
                method: 'POST',
                url: `/api/contact/my/${id}/replies`,
                headers: user.headers,
                payload: { message: `Nog een vraag, nummer ${index}.` },
              };
            case 2:
              return {
                method: 'PUT',
                url: `/api/admin/contact/${id}/status`,
                headers: admin.headers,
                payload: { status: contactStatuses[index % contactStatuses.length] },
              };
            case 3:
              return {
                method: 'PUT',
                url: `/api/admin/contact/${id}/priority`,
                headers: admin.headers,
                payload: { priority: contactPriorities[index % contactPriorities.length] },
              };
            default:
              return {
                method: 'POST',
                url: `/api/admin/contact/${id}/replies`,
                headers: admin.headers,
                payload: { message: `Antwoord nummer ${index}.` },
              };
          }
        }),
      ),
    );
  });

  it('changing the status of orders that share products, listed in opposite orders', async () => {
    const orders: { id: string }[] = [];
    for (let index = 0; index < 20; index += 1) {
      const lines = products.map((product) => ({ productId: product.id, quantity: 1 }));
      orders.push(await placeOrder(index % 2 === 0 ? lines : lines.reverse()));
    }
    const targets = ['paid', 'cancelled', 'processing', 'shipped'];
    expectNoServerErrors(
      await storm(
        times((index) => ({
          method: 'PUT',
          url: `/api/orders/${orders[index % orders.length]!.id}/status`,
          headers: admin.headers,
          // The code is ignored by every change but shipping, which needs it.
          payload: {
            status: targets[Math.floor(index / orders.length) % targets.length],
            trackingCode: '3SABCD1234567',
          },
        })),
      ),
    );
  });

  it("changing accounts' roles and details", async () => {
    const others = await Promise.all([actor(app, 'admin'), actor(app, 'admin'), actor(app)]);
    expectNoServerErrors(
      await storm(
        times((index) => ({
          method: 'PUT',
          url: `/api/user/${others[index % others.length]!.id}`,
          headers: admin.headers,
          payload: { role: index % 2 === 0 ? 'user' : 'admin', firstName: `Naam ${index}` },
        })),
      ),
    );
  });

  it('creating and deleting route locks', async () => {
    const created: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const lock = await app.inject({
        method: 'POST',
        url: '/api/admin/route-locks',
        headers: admin.headers,
        payload: { route: `/api/nergens-${index}`, method: 'POST', blockedForRoles: ['guest'] },
      });
      created.push((lock.json() as { _id: string })._id);
    }
    expectNoServerErrors(
      await storm(
        times((index) =>
          index % 2 === 0
            ? {
                method: 'POST',
                url: '/api/admin/route-locks',
                headers: admin.headers,
                payload: { route: `/api/nergens-${index}`, method: 'POST', blockedForRoles: ['guest'] },
              }
            : {
                method: 'DELETE',
                url: `/api/admin/route-locks/${created[index % created.length]}`,
                headers: admin.headers,
              },
        ),
      ),
    );
  });
});

describe('a transaction PostgreSQL breaks off for a deadlock', () => {
  /** Every update of the account's notifications fails as a deadlock, the first `failures` times. */
  async function deadlockOnce(who: Actor, failures: number) {
    for (const statement of [
      'drop trigger if exists fail_as_deadlock on notifications',
      'drop sequence if exists deadlock_runs',
      'create sequence deadlock_runs',
      `create or replace function fail_as_deadlock() returns trigger language plpgsql as $$
       begin
         if nextval('deadlock_runs') <= tg_argv[0]::int then
           raise exception 'nagebootste deadlock' using errcode = '40P01';
         end if;
         return new;
       end $$`,
      `create trigger fail_as_deadlock before update on notifications for each row
       when (new.user_id = '${who.id}') execute function fail_as_deadlock(${failures})`,
    ])
      await app.db.execute(sql.raw(statement));
  }
  const runs = async () =>
    Number(
      (
        (await app.db.execute(sql`select last_value from deadlock_runs`)) as unknown as {
          rows: { last_value: string }[];
        }
      ).rows[0]!.last_value,
    );
  afterAll(() => app.db.execute(sql`drop trigger if exists fail_as_deadlock on notifications`));

  it('is run again, and the call succeeds', async () => {
    const who = await actor(app);
    await notificationsOf(who, 1);
    await deadlockOnce(who, 1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await runs()).toBe(2);
  });

  it('answers 503 in Dutch with Retry-After, never 500, when it stays deadlocked after three runs', async () => {
    const who = await actor(app);
    await notificationsOf(who, 1);
    await deadlockOnce(who, 99);
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Het is even te druk om dit op te slaan. Probeer het over een paar seconden opnieuw.',
      },
    });
    expect(await runs()).toBe(3);
  });
});
