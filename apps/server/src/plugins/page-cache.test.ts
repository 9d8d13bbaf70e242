import { brotliDecompressSync } from 'node:zlib';
import type { OrderStatus } from '@shop/shared/order';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakeContentVersions } from '../../test/content-versions.ts';
import { actor, createPost, createProduct, createUser } from '../../test/factories.ts';
import { type ContentTopic, contentTopics } from '../db/content-versions.ts';
import { orderItems, orderStatusHistory, orders } from '../db/schema/orders.ts';
import { products } from '../db/schema/products.ts';
import { orderRefunds } from '../db/schema/refunds.ts';
import { users } from '../db/schema/users.ts';
import { insertOrder, transitionOrder } from '../features/orders/orders.repository.ts';
import { createPageCache, type RenderedPage } from './page-cache.ts';
import { bytesOf, storeBody } from './stored-body.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  // The rollup of the visits at the start (a job) announces them: done, and heard, before any look.
  await app.composition.services.analytics.rollUp();
});
afterAll(async () => {
  await app.close();
});

const versions = () => app.composition.contentVersions;

/** Which topics moved while `change` ran and its announcements arrived. */
async function topicsMovedBy(change: () => Promise<unknown>): Promise<ContentTopic[]> {
  // What was written before (the test's own setup) heard first.
  await versions().settle();
  const before = versions().now();
  await change();
  // Announcements arrive on commit, through the listening connection: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return contentTopics.filter((topic) => !versions().unchangedSince(before, [topic]));
}

describe('the database announces changes to public content, by topic', () => {
  it('a product change moves the catalogue, and nothing else', async () => {
    const owner = await createUser(app, { role: 'admin' });
    expect(await topicsMovedBy(() => createProduct(app, {}, owner.id))).toEqual(['catalogue']);
  });

  it('a change of stock only moves the stock and names its products; with anything else, the catalogue', async () => {
    const [gel, bar] = [await createProduct(app), await createProduct(app)];
    const named: string[][] = [];
    const stopListening = versions().onStockChange((productIds) => named.push(productIds));
    try {
      const both = inArray(products.id, [gel.id, bar.id]);
      expect(
        await topicsMovedBy(() =>
          app.db
            .update(products)
            .set({ stock: sql`${products.stock} + 1`, reservedStock: 1, updatedAt: new Date() })
            .where(both),
        ),
      ).toEqual(['stock']);
      expect(named.map((ids) => ids.toSorted())).toEqual([[gel.id, bar.id].toSorted()]);
      expect(
        await topicsMovedBy(() =>
          app.db.update(products).set({ stock: 9, priceCents: 1234 }).where(eq(products.id, gel.id)),
        ),
      ).toEqual(['catalogue']);
      // An update of no product (a reservation there was not enough stock for) moves nothing.
      expect(
        await topicsMovedBy(() =>
          app.db.update(products).set({ stock: 1 }).where(sql`${products.stock} < 0`),
        ),
      ).toEqual([]);
      expect(named).toHaveLength(1);
    } finally {
      stopListening();
    }
  });

  it('a change of the stock of more than 100 products moves the catalogue', async () => {
    await app.db.execute(sql`
      insert into products (slug, title, description, price_cents, stock)
      select 'voorraad-' || g, 'Voorraad ' || g, 'Voor de test.', 100, 1 from generate_series(1, 101) as g`);
    expect(
      await topicsMovedBy(() =>
        app.db.update(products).set({ stock: 2 }).where(sql`${products.slug} like 'voorraad-%'`),
      ),
    ).toEqual(['catalogue']);
  });

  it('a post, a comment and a commenter’s new name move the blog', async () => {
    const post = await createPost(app);
    const commenter = await actor(app, 'user', { firstName: 'Anna', lastName: 'Jansen' });
    expect(
      await topicsMovedBy(() =>
        app.inject({
          method: 'POST',
          url: `/api/blog/${post.slug}/comments`,
          headers: commenter.headers,
          payload: { content: 'Goed stuk over koolhydraten.' },
        }),
      ),
    ).toEqual(['blog']);
    expect(
      await topicsMovedBy(() =>
        app.db.update(users).set({ firstName: 'Annie' }).where(eq(users.id, commenter.id)),
      ),
    ).toEqual(['blog', 'accounts']);
  });

  it('a new password moves nothing: only the columns that name someone or that the admin lists count', async () => {
    const user = await createUser(app);
    expect(
      await topicsMovedBy(() =>
        app.db
          .update(users)
          .set({ passwordHash: 'nieuw', updatedAt: new Date() })
          .where(eq(users.id, user.id)),
      ),
    ).toEqual([]);
  });

  it('an order and its changes move the sales; those that move a figure of the dashboard move the figures too', async () => {
    const buyer = await createUser(app);
    let orderId = '';
    expect(
      await topicsMovedBy(async () => {
        orderId = (
          await insertOrder(app.db, { userId: buyer.id, userEmail: buyer.email, totalCents: 500 }, [
            { productId: null, title: 'Proefpakket', unitPriceCents: 500, quantity: 1 },
          ])
        ).id;
      }),
    ).toEqual(['sales', 'order-selection']);
    const moving = (from: OrderStatus, to: OrderStatus, extra = {}) =>
      topicsMovedBy(() => transitionOrder(app.db, orderId, [from], to, extra));
    // Paid: a sale of the day. Processed and shipped: still the same sale (decision 100).
    expect(await moving('pending', 'paid', { paidAt: new Date() })).toEqual(['sales', 'figures']);
    expect(await moving('paid', 'processing')).toEqual(['sales']);
    expect(await moving('processing', 'shipped')).toEqual(['sales']);
    expect(
      await topicsMovedBy(() =>
        app.db
          .update(orders)
          .set({ addressStreet: 'Dorpsstraat', updatedAt: new Date() })
          .where(eq(orders.id, orderId)),
      ),
    ).toEqual(['sales']);
    expect(
      await topicsMovedBy(() =>
        app.db.insert(orderRefunds).values({ orderId, amountCents: 500, reason: 'Retour' }),
      ),
    ).toEqual(['sales', 'figures']);
    expect(await moving('shipped', 'refunded')).toEqual(['sales', 'figures']);
  });

  it("a status change of an order that is not sold moves no figure, one made or unmade 'refunded' does", async () => {
    const buyer = await createUser(app);
    const { id: orderId } = await insertOrder(
      app.db,
      { userId: buyer.id, userEmail: buyer.email, totalCents: 700 },
      [{ productId: null, title: 'Proefpakket', unitPriceCents: 700, quantity: 1 }],
    );
    expect(await topicsMovedBy(() => transitionOrder(app.db, orderId, ['pending'], 'cancelled'))).toEqual([
      'sales',
    ]);
    // Written as an older shop did (no refund of its own): counted under the refunds by its total.
    expect(await topicsMovedBy(() => transitionOrder(app.db, orderId, ['cancelled'], 'refunded'))).toEqual([
      'sales',
      'figures',
    ]);
    expect(
      await topicsMovedBy(() => app.db.update(orders).set({ totalCents: 650 }).where(eq(orders.id, orderId))),
    ).toEqual(['sales', 'figures']);
    expect(
      await topicsMovedBy(() =>
        app.db
          .update(orderStatusHistory)
          .set({ at: new Date(0) })
          .where(eq(orderStatusHistory.orderId, orderId)),
      ),
    ).toEqual(['sales', 'figures']);
    expect(await topicsMovedBy(() => app.db.delete(orders).where(eq(orders.id, orderId)))).toEqual([
      'sales',
      'order-selection',
      'figures',
    ]);
  });

  it("every other table the admin's orders list shows moves the sales, even by a statement that changes no row; its lines move the orders it selects too", async () => {
    for (const table of ['order_items', 'invoices', 'order_refund_lines', 'order_withdrawals']) {
      expect(
        await topicsMovedBy(() => app.db.execute(sql`delete from ${sql.identifier(table)} where false`)),
        table,
      ).toEqual(table === 'order_items' ? ['sales', 'order-selection'] : ['sales']);
    }
  });

  it("a value the orders list's filters or its order read moves the orders it selects; a status, shipment or street does not (decision 102)", async () => {
    const buyer = await createUser(app);
    const { id: orderId } = await insertOrder(
      app.db,
      { userId: buyer.id, userEmail: buyer.email, totalCents: 500 },
      [{ productId: null, title: 'Proefpakket', unitPriceCents: 500, quantity: 1 }],
    );
    const updating = (values: Partial<typeof orders.$inferInsert>) =>
      topicsMovedBy(() => app.db.update(orders).set(values).where(eq(orders.id, orderId)));
    for (const values of [
      { userEmail: `ander-${orderId}@example.com` },
      { stripeSessionId: `cs_${orderId}` },
      { stripePaymentIntentId: `pi_${orderId}` },
      { addressFirstName: 'Fenna' },
      { addressLastName: 'Visser' },
      { addressCity: 'Zwolle' },
      { addressCountry: 'België' },
      { createdAt: new Date('2024-01-02T03:04:05Z') },
      { userId: null },
    ]) {
      expect(await updating(values), Object.keys(values)[0]).toEqual(['sales', 'order-selection']);
    }
    // The same value again, and what no filter reads: the page's orders stay, their rows are read again.
    expect(await updating({ addressCity: 'Zwolle', updatedAt: new Date() })).toEqual(['sales']);
    expect(await updating({ addressStreet: 'Dorpsstraat', addressZip: '8011 AA' })).toEqual(['sales']);
    expect(
      await topicsMovedBy(() =>
        transitionOrder(app.db, orderId, ['pending'], 'shipped', {
          shipmentCarrier: 'PostNL',
          trackingCode: '3STEST',
          shippedAt: new Date(),
        }),
      ),
    ).toEqual(['sales']);
    const line = (values: Partial<typeof orderItems.$inferInsert>) =>
      topicsMovedBy(() => app.db.update(orderItems).set(values).where(eq(orderItems.orderId, orderId)));
    expect(await line({ title: 'Proefpakket XL' })).toEqual(['sales', 'order-selection']);
    expect(await line({ title: 'Proefpakket XL' })).toEqual(['sales']);
    expect(await line({ quantity: 2 })).toEqual(['sales']);
  });

  it('an account and its addresses move the accounts; a name shown under posts moves the blog too', async () => {
    const buyer = await createUser(app);
    expect(await topicsMovedBy(() => createUser(app))).toEqual(['accounts']);
    expect(
      await topicsMovedBy(() =>
        app.db.update(users).set({ phone: '0612345678' }).where(eq(users.id, buyer.id)),
      ),
    ).toEqual(['accounts']);
    expect(
      await topicsMovedBy(() =>
        app.db.update(users).set({ lastName: 'Visser' }).where(eq(users.id, buyer.id)),
      ),
    ).toEqual(['blog', 'accounts']);
    expect(await topicsMovedBy(() => app.db.execute(sql`delete from addresses where false`))).toEqual([
      'accounts',
    ]);
  });

  it('a change of the visits rollup moves the visits; a view itself moves nothing', async () => {
    const view = sql`insert into page_visits (path, referrer, device, device_class, browser, started_at, ended_at, duration_ms)
      values ('/shop', '', 'test', 'desktop', 'Chrome', now(), now(), 0)`;
    expect(await topicsMovedBy(() => app.db.execute(view))).toEqual([]);
    for (const table of ['page_visit_days', 'page_visit_day_clients', 'page_visit_paths']) {
      expect(
        await topicsMovedBy(() => app.db.execute(sql`delete from ${sql.identifier(table)} where false`)),
        table,
      ).toEqual(['visits']);
    }
  });

  it('a route lock moves the locks, a legal page the site', async () => {
    const admin = await actor(app, 'admin');
    expect(
      await topicsMovedBy(() =>
        app.inject({
          method: 'POST',
          url: '/api/admin/route-locks',
          headers: admin.headers,
          payload: { route: '/blog', method: 'GET', reason: 'Even dicht.' },
        }),
      ),
    ).toEqual(['locks']);
    expect(
      await topicsMovedBy(() =>
        app.inject({
          method: 'PUT',
          url: '/api/admin/pages/privacy',
          headers: admin.headers,
          payload: { title: 'Privacyverklaring', body: 'Wat wij bewaren, en waarom.' },
        }),
      ),
    ).toEqual(['site']);
  });
});

const page = (html: string, topics: ContentTopic[] | null = ['catalogue'], status = 200): RenderedPage => ({
  status,
  html,
  topics: topics && new Set(topics),
});

/** A render that counts its calls and answers `html` with the call's number. */
function counting(topics: ContentTopic[] | null = ['catalogue'], status = 200) {
  let calls = 0;
  const render = async () => {
    calls += 1;
    return page(`<p>versie ${calls}</p>`, topics, status);
  };
  return { render, calls: () => calls };
}

const htmlOf = (answer: Awaited<ReturnType<ReturnType<typeof createPageCache>['page']>>) =>
  answer.kind === 'stored' ? brotliDecompressSync(bytesOf(answer.body.br!)).toString() : answer.page.html;

describe('the pages kept in memory', () => {
  it('renders a page once and serves it from memory until one of its topics changes', async () => {
    const counts = fakeContentVersions();
    const cache = createPageCache({ versions: counts });
    const shop = counting(['catalogue', 'locks']);
    expect(htmlOf(await cache.page('/shop', shop.render))).toBe('<p>versie 1</p>');
    const again = await cache.page('/shop', shop.render);
    expect(again).toMatchObject({ kind: 'stored', hit: true });
    expect(shop.calls()).toBe(1);
    counts.move('blog');
    expect(htmlOf(await cache.page('/shop', shop.render))).toBe('<p>versie 1</p>');
    counts.move('locks');
    expect(htmlOf(await cache.page('/shop', shop.render))).toBe('<p>versie 2</p>');
    expect(shop.calls()).toBe(2);
  });

  it('keeps no page whose topic changed while it rendered', async () => {
    const counts = fakeContentVersions();
    const cache = createPageCache({ versions: counts });
    let calls = 0;
    const render = async () => {
      calls += 1;
      if (calls === 1) counts.move('catalogue');
      return page(`<p>${calls}</p>`);
    };
    await cache.page('/shop/gel', render);
    expect(htmlOf(await cache.page('/shop/gel', render))).toBe('<p>2</p>');
    expect(htmlOf(await cache.page('/shop/gel', render))).toBe('<p>2</p>');
    expect(calls).toBe(2);
  });

  it('keeps only whole pages whose every call is known: not a 404, a 503 or an unknown call', async () => {
    const cache = createPageCache({ versions: fakeContentVersions() });
    for (const [key, render] of [
      ['/shop/weg', counting(['catalogue'], 404)],
      ['/blog', counting(null)],
    ] as const) {
      await cache.page(key, render.render);
      const second = await cache.page(key, render.render);
      expect(second.kind, key).toBe('fresh');
      expect(render.calls(), key).toBe(2);
    }
    const unavailable = async (): Promise<RenderedPage> => ({
      ...page('<p>later</p>'),
      retryAfterSeconds: 5,
    });
    expect((await cache.page('/', unavailable)).kind).toBe('fresh');
    expect(cache.size().pages).toBe(0);
  });

  it('renders a page once for all who ask for it at the same time', async () => {
    const cache = createPageCache({ versions: fakeContentVersions() });
    const shop = counting();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.page('/shop', shop.render)));
    expect(shop.calls()).toBe(1);
    expect(new Set(answers.map(htmlOf))).toEqual(new Set(['<p>versie 1</p>']));
  });

  it('renders again after the longest a page is kept, for what time alone changes', async () => {
    let clock = 0;
    const cache = createPageCache({ versions: fakeContentVersions(), maxAgeMs: 60_000, now: () => clock });
    const shop = counting();
    await cache.page('/shop', shop.render);
    clock = 59_999;
    await cache.page('/shop', shop.render);
    expect(shop.calls()).toBe(1);
    clock = 60_000;
    await cache.page('/shop', shop.render);
    expect(shop.calls()).toBe(2);
  });

  it('lets the least recently used pages go when the pages pass their bytes', async () => {
    const oneSize = storeBody('<p>versie 1</p>').bytes;
    const cache = createPageCache({ versions: fakeContentVersions(), maxBytes: oneSize * 2 });
    const [a, b, c] = [counting(), counting(), counting()];
    await cache.page('/a', a.render);
    await cache.page('/b', b.render);
    await cache.page('/a', a.render); // a is now the most recently used
    await cache.page('/c', c.render);
    expect(cache.size()).toEqual({ pages: 2, bytes: oneSize * 2 });
    await cache.page('/a', a.render);
    await cache.page('/b', b.render);
    expect([a.calls(), b.calls(), c.calls()]).toEqual([1, 2, 1]);
  });
});
