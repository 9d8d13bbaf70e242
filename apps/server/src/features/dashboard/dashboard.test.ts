import type { Dashboard } from '@shop/shared/dashboard';
import { SHOP_TIME_ZONE } from '@shop/shared/locale';
import { type OrderStatus, revenueStatuses } from '@shop/shared/order';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor, createProduct } from '../../../test/factories.ts';
import {
  emulatedPayment,
  paidOrderWithShipping,
  refundEverything,
  refundRequest,
} from '../../../test/payments.ts';
import { openShop, servicesOf } from '../../../test/shop.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { salesDays } from '../../db/schema/dashboard.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { shopDayOf } from '../../lib/date-range.ts';
import { insertOrder } from '../orders/orders.repository.ts';
import { firstLooks, salesFigures } from './dashboard.repository.ts';
import { periodOf } from './dashboard.service.ts';

/*
 * The owner's figures (decision 056) with worked examples. Sales are dated on fixed days long past,
 * each test in a period of its own, so no test sees another's orders. A day is Amsterdam's: in
 * winter 23:30 UTC is already the next day (UTC+1), in summer 22:00 UTC is (UTC+2).
 */

let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop({ listen: true }));
});
afterAll(() => app.close());

interface Line {
  product: { id: string; title: string } | null;
  title?: string;
  cents: number;
  quantity: number;
}

/**
 * An order of `lines` (and shipping) in `status`, paid at `paidAt` when given, with a refund in its
 * history at `refundedAt` when given. Its VAT is a tenth of its total (rounded), for round figures.
 */
async function sale({
  lines,
  shippingCents = 0,
  status = 'paid',
  paidAt,
  refundedAt,
}: {
  lines: Line[];
  shippingCents?: number;
  status?: OrderStatus;
  paidAt?: string;
  refundedAt?: string;
}) {
  const totalCents = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0) + shippingCents;
  const order = await insertOrder(
    app.db,
    {
      userId: null,
      userEmail: 'koper@example.nl',
      totalCents,
      shippingPriceCents: shippingCents,
      vatCents: Math.round(totalCents / 10),
    },
    lines.map((line) => ({
      productId: line.product?.id ?? null,
      title: line.title ?? line.product?.title ?? 'Onbekend',
      unitPriceCents: line.cents,
      quantity: line.quantity,
    })),
    new Date(paidAt ?? '2020-01-01T12:00:00Z'),
  );
  await app.db
    .update(orders)
    .set({ status, paidAt: paidAt ? new Date(paidAt) : null })
    .where(eq(orders.id, order.id));
  if (refundedAt) {
    await app.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'refunded', at: new Date(refundedAt) });
  }
  return order;
}

/** A paid order of one line of `cents`, paid at `paidAt`. */
const paid = (paidAt: string, cents: number, status: OrderStatus = 'paid') =>
  sale({ lines: [{ product: null, title: 'Gel', cents, quantity: 1 }], paidAt, status });

/**
 * The dashboard's answer. The tests change sales through the database itself, not through the
 * shop's requests (whose answers wait until the change is heard): it is heard first here, as the
 * figures are kept until the database announces a change (decision 091).
 */
const figures = async (query: string, who: Actor = admin) => {
  await app.composition.contentVersions.settle();
  return app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: who.headers });
};

async function dashboard(query: string): Promise<Dashboard> {
  const response = await figures(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The days that sold, as day → [revenue, orders]. */
const soldDays = (answer: Dashboard) =>
  Object.fromEntries(
    answer.perDay.filter((day) => day.orders > 0).map((day) => [day.day, [day.revenue, day.orders]]),
  );

describe('who may read the figures', () => {
  it('a guest gets 401 and a customer 403', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(guest.statusCode).toBe(401);
    expect((await figures('', await actor(app))).statusCode).toBe(403);
  });
});

describe('the period', () => {
  const now = new Date('2026-11-25T23:30:00Z'); // 26 November in Amsterdam

  it('is the last 30 days up to today on the shop’s clock when none is asked for', () => {
    expect(periodOf({}, now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(periodOf({ to: new Date('2026-02-10') }, now)).toEqual({ from: '2026-01-12', to: '2026-02-10' });
    expect(periodOf({ from: new Date('2026-11-01') }, now)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('names Amsterdam’s days: a plain date that day, a moment the day it falls on there', () => {
    expect(periodOf({ from: new Date('2026-03-01T23:30:00Z'), to: new Date('2026-03-31') }, now)).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
    });
  });

  it('a start after today without an end is that one day', () => {
    expect(periodOf({ from: new Date('2026-12-24') }, now)).toEqual({ from: '2026-12-24', to: '2026-12-24' });
  });

  it('answers 400 in Dutch for an end before the start, a period over 366 days or a date that is none', async () => {
    const backwards = await figures('?from=2025-03-10&to=2025-03-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('De einddatum ligt voor de begindatum.');
    const long = await figures('?from=2024-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Kies een periode van hoogstens 366 dagen.');
    expect((await figures('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    const nonsense = await figures('?from=gisteren');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().error.details.from).toEqual(['Ongeldige datum']);
  });

  it('without dates covers 30 days up to today, every day listed', async () => {
    const today = shopDayOf(new Date());
    const answer = await dashboard('');
    // Read around the call: the answer's today is one of these, even at midnight.
    expect([today, shopDayOf(new Date())]).toContain(answer.period.to);
    expect(answer.perDay).toHaveLength(30);
    expect(answer.perDay.at(-1)!.day).toBe(answer.period.to);
  });
});

describe('sales per day and per week', () => {
  it('count what was paid, on the Amsterdam day it was paid, in paid, processing, shipped and delivered orders', async () => {
    // Monday 13 January 2025 to Sunday 26 January 2025: ISO weeks 3 and 4, winter time (UTC+1).
    await paid('2025-01-12T22:59:00Z', 900); // 12 Jan 23:59: before the period
    await paid('2025-01-12T23:30:00Z', 1_000, 'delivered'); // 13 Jan 00:30
    await sale({
      lines: [{ product: null, title: 'Gel', cents: 1_000, quantity: 2 }],
      shippingCents: 500,
      paidAt: '2025-01-14T10:00:00Z',
    }); // 14 Jan: 25,00 with shipping
    await paid('2025-01-14T23:30:00Z', 1_000, 'processing'); // 15 Jan 00:30
    await paid('2025-01-20T12:00:00Z', 4_000, 'shipped'); // 20 Jan, week 4
    await paid('2025-01-26T22:59:00Z', 700); // 26 Jan 23:59: the period's last minute
    await paid('2025-01-26T23:00:00Z', 800); // 27 Jan 00:00: after it
    // Not the shop's money: still waiting, given up, refunded.
    const created = { lines: [{ product: null, title: 'Gel', cents: 5_000, quantity: 1 }] };
    await sale({ ...created, status: 'pending' });
    await sale({ ...created, status: 'cancelled', paidAt: '2025-01-16T12:00:00Z' });
    await sale({ ...created, status: 'expired' });
    await sale({ ...created, status: 'refunded', paidAt: '2025-01-16T12:00:00Z' });

    const answer = await dashboard('?from=2025-01-13&to=2025-01-26');
    expect(answer.period).toEqual({ from: '2025-01-13', to: '2025-01-26' });
    expect(answer.perDay).toHaveLength(14);
    expect(answer.perDay[0]).toEqual({ day: '2025-01-13', revenue: 10, orders: 1 });
    expect(answer.perDay[1]).toEqual({ day: '2025-01-14', revenue: 25, orders: 1 });
    expect(answer.perDay[3]).toEqual({ day: '2025-01-16', revenue: 0, orders: 0 });
    expect(soldDays(answer)).toEqual({
      '2025-01-13': [10, 1],
      '2025-01-14': [25, 1],
      '2025-01-15': [10, 1],
      '2025-01-20': [40, 1],
      '2025-01-26': [7, 1],
    });
    expect(answer.perWeek).toEqual([
      { week: '2025-W03', start: '2025-01-13', revenue: 45, orders: 3 },
      { week: '2025-W04', start: '2025-01-20', revenue: 47, orders: 2 },
    ]);
    expect(answer.sales).toEqual({ revenue: 92, vat: 9.2, orders: 5, averageOrderValue: 18.4 });
  });

  it('the night summer time begins, 29 March has 23 hours', async () => {
    await paid('2024-03-30T22:59:00Z', 100); // 30 Mar 23:59 (UTC+1)
    await paid('2024-03-30T23:00:00Z', 200); // 31 Mar 00:00
    await paid('2024-03-31T21:59:00Z', 300); // 31 Mar 23:59 (UTC+2 since 02:00)
    await paid('2024-03-31T22:00:00Z', 400); // 1 Apr 00:00
    const answer = await dashboard('?from=2024-03-30&to=2024-04-01');
    expect(answer.perDay).toEqual([
      { day: '2024-03-30', revenue: 1, orders: 1 },
      { day: '2024-03-31', revenue: 5, orders: 2 },
      { day: '2024-04-01', revenue: 4, orders: 1 },
    ]);
  });

  it('the night summer time ends, 27 October has 25 hours', async () => {
    await paid('2024-10-26T21:59:00Z', 100); // 26 Oct 23:59 (UTC+2)
    await paid('2024-10-26T22:00:00Z', 200); // 27 Oct 00:00
    await paid('2024-10-27T22:59:00Z', 300); // 27 Oct 23:59 (UTC+1 since 03:00)
    await paid('2024-10-27T23:00:00Z', 400); // 28 Oct 00:00
    const answer = await dashboard('?from=2024-10-26&to=2024-10-28');
    expect(answer.perDay).toEqual([
      { day: '2024-10-26', revenue: 1, orders: 1 },
      { day: '2024-10-27', revenue: 5, orders: 2 },
      { day: '2024-10-28', revenue: 4, orders: 1 },
    ]);
    expect(answer.perWeek).toEqual([
      { week: '2024-W43', start: '2024-10-21', revenue: 6, orders: 3 },
      { week: '2024-W44', start: '2024-10-28', revenue: 4, orders: 1 },
    ]);
  });

  it('ISO weeks cross the year: 2020 has a week 53, and a week at the period’s edge counts only its days inside', async () => {
    await paid('2020-12-29T12:00:00Z', 100); // Tue of week 53, before the period
    await paid('2020-12-31T12:00:00Z', 200); // Thu of week 53
    await paid('2021-01-03T22:30:00Z', 300); // Sun 3 Jan 23:30: still week 53
    await paid('2021-01-03T23:30:00Z', 400); // Mon 4 Jan 00:30: week 1 of 2021
    await paid('2021-01-06T12:00:00Z', 500); // Wed 6 Jan, after the period
    const answer = await dashboard('?from=2020-12-30&to=2021-01-05');
    expect(answer.perWeek).toEqual([
      { week: '2020-W53', start: '2020-12-28', revenue: 5, orders: 2 },
      { week: '2021-W01', start: '2021-01-04', revenue: 4, orders: 1 },
    ]);
    expect(answer.perDay.map((day) => day.day)).toEqual([
      '2020-12-30',
      '2020-12-31',
      '2021-01-01',
      '2021-01-02',
      '2021-01-03',
      '2021-01-04',
      '2021-01-05',
    ]);
  });

  it('the average order is the revenue per order rounded half up to the cent, and 0 without orders', async () => {
    await paid('2023-05-02T10:00:00Z', 1_000);
    await paid('2023-05-02T11:00:00Z', 1_001);
    expect((await dashboard('?from=2023-05-02&to=2023-05-02')).sales.averageOrderValue).toBe(10.01);
    await paid('2023-05-03T10:00:00Z', 1_000);
    await paid('2023-05-03T11:00:00Z', 1_000);
    await paid('2023-05-03T12:00:00Z', 1_001);
    expect((await dashboard('?from=2023-05-03&to=2023-05-03')).sales).toEqual({
      revenue: 30.01,
      vat: 3,
      orders: 3,
      averageOrderValue: 10,
    });
    const empty = await dashboard('?from=2023-05-10&to=2023-05-16');
    expect(empty.sales).toEqual({ revenue: 0, vat: 0, orders: 0, averageOrderValue: 0 });
    expect(empty.perDay).toHaveLength(7);
    expect(empty.perDay.every((day) => day.revenue === 0 && day.orders === 0)).toBe(true);
    expect(empty.topProducts).toEqual({ byQuantity: [], byRevenue: [] });
  });
});

describe('top products', () => {
  it('by pieces and by what their lines brought in, shipping left out, a deleted product by its title', async () => {
    const [bar, shaker, drink, gone] = [
      await createProduct(app, { title: 'Energiereep' }, admin.id),
      await createProduct(app, { title: 'Shaker' }, admin.id),
      await createProduct(app, { title: 'Sportdrank' }, admin.id),
      await createProduct(app, { title: 'Oude gel' }, admin.id),
    ];
    const line = (product: { id: string; title: string } | null, cents: number, quantity: number) => ({
      product,
      cents,
      quantity,
    });
    await sale({
      lines: [line(bar, 200, 3), line(drink, 400, 1), line(gone, 100, 2)],
      shippingCents: 695,
      paidAt: '2022-06-01T10:00:00Z',
    });
    await sale({ lines: [line(bar, 200, 2), line(shaker, 3_000, 1)], paidAt: '2022-06-02T10:00:00Z' });
    await sale({ lines: [line(drink, 400, 2)], paidAt: '2022-06-03T10:00:00Z', status: 'delivered' });
    // Not sold in the period: a refund, a pending order, a sale the day after.
    await sale({ lines: [line(shaker, 3_000, 9)], paidAt: '2022-06-02T10:00:00Z', status: 'refunded' });
    await sale({ lines: [line(bar, 200, 9)], status: 'pending' });
    await sale({ lines: [line(bar, 200, 9)], paidAt: '2022-06-03T22:00:00Z' });
    // The product was deleted since; its line keeps its title.
    await app.db.delete(products).where(eq(products.id, gone.id));
    // Renamed since: named as it is called now.
    await app.db.update(products).set({ title: 'Sportdrank citroen' }).where(eq(products.id, drink.id));

    const { topProducts } = await dashboard('?from=2022-06-01&to=2022-06-03');
    expect(topProducts.byQuantity).toEqual([
      { productId: bar.id, title: 'Energiereep', quantity: 5, revenue: 10 },
      { productId: drink.id, title: 'Sportdrank citroen', quantity: 3, revenue: 12 },
      { productId: null, title: 'Oude gel', quantity: 2, revenue: 2 },
      { productId: shaker.id, title: 'Shaker', quantity: 1, revenue: 30 },
    ]);
    expect(topProducts.byRevenue.map((product) => [product.title, product.revenue])).toEqual([
      ['Shaker', 30],
      ['Sportdrank citroen', 12],
      ['Energiereep', 10],
      ['Oude gel', 2],
    ]);
  });

  it('names five products at most in each list', async () => {
    for (let index = 1; index <= 7; index += 1) {
      await sale({
        lines: [{ product: null, title: `Product ${index}`, cents: 100 * index, quantity: 8 - index }],
        paidAt: '2022-08-01T10:00:00Z',
      });
    }
    const { topProducts } = await dashboard('?from=2022-08-01&to=2022-08-01');
    expect(topProducts.byQuantity.map((product) => product.quantity)).toEqual([7, 6, 5, 4, 3]);
    // Revenue per product: 7, 12, 15, 16, 15, 12, 7 euros; equal revenue goes to the most pieces.
    expect(topProducts.byRevenue.map((product) => product.title)).toEqual([
      'Product 4',
      'Product 3',
      'Product 5',
      'Product 2',
      'Product 6',
    ]);
  });
});

describe('refunds', () => {
  it('count the orders refunded in the period, on Amsterdam’s days, whenever they were paid', async () => {
    const refunded = (paidAt: string, refundedAt: string, cents: number) =>
      sale({ lines: [{ product: null, cents, quantity: 1 }], status: 'refunded', paidAt, refundedAt });
    await refunded('2021-02-20T10:00:00Z', '2021-03-01T09:00:00Z', 1_250); // paid before, refunded in
    await refunded('2021-03-02T10:00:00Z', '2021-03-07T22:59:00Z', 3_000); // 7 Mar 23:59
    await refunded('2021-03-02T10:00:00Z', '2021-03-07T23:00:00Z', 5_000); // 8 Mar 00:00: after
    await refunded('2021-02-01T10:00:00Z', '2021-02-28T22:59:00Z', 7_000); // 28 Feb 23:59: before
    // A refund that was paid in the period counts as a refund, not as revenue.
    const answer = await dashboard('?from=2021-03-01&to=2021-03-07');
    expect(answer.refunds).toEqual({ count: 2, amount: 42.5 });
    expect(answer.sales.orders).toBe(0);
    expect(answer.sales.revenue).toBe(0);
  });

  it('an order paid and refunded through the shop leaves the revenue and joins the refunds', async () => {
    const product = await createProduct(app, { title: 'Hersteldrank', price: 12.5, stock: 5 }, admin.id);
    const order = await servicesOf(app).orders.place(
      { userId: null, userEmail: 'koper@example.nl', vatCountry: 'NL' },
      [
        {
          productId: product.id,
          title: product.title,
          unitPriceCents: 1_250,
          quantity: 2,
          vatClass: product.vatClass,
        },
      ],
    );
    expect(await servicesOf(app).orders.markPaid(order.id, await emulatedPayment(app, 2_500))).toBe(true);
    const today = shopDayOf(new Date());
    const before = await dashboard(`?from=${today}&to=${today}`);
    expect(before.topProducts.byQuantity).toContainEqual({
      productId: product.id,
      title: 'Hersteldrank',
      quantity: 2,
      revenue: 25,
    });
    await refundEverything(app, admin, order.id);
    const after = await dashboard(`?from=${today}&to=${today}`);
    expect(after.sales.orders).toBe(before.sales.orders - 1);
    expect(after.sales.revenue).toBe(before.sales.revenue - 25);
    expect(after.refunds).toEqual({ count: before.refunds.count + 1, amount: before.refunds.amount + 25 });
    expect(after.topProducts.byQuantity.map((row) => row.productId)).not.toContain(product.id);
  });

  it('a part paid back counts under refunds the day it went back; the order stays sold', async () => {
    const { orderId, lineId } = await paidOrderWithShipping(app, admin, { quantity: 3 });
    const today = shopDayOf(new Date());
    const before = await dashboard(`?from=${today}&to=${today}`);
    const partly = await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] });
    expect(partly.statusCode, partly.body).toBe(200);
    const after = await dashboard(`?from=${today}&to=${today}`);
    expect(after.refunds).toEqual({ count: before.refunds.count + 1, amount: before.refunds.amount + 2.5 });
    expect(after.sales).toEqual(before.sales);
    // A refund that failed moved no money.
    await app.db.update(orders).set({ stripePaymentIntentId: 'pi_unknown' }).where(eq(orders.id, orderId));
    expect((await refundRequest(app, admin, orderId, { lines: [{ lineId, quantity: 1 }] })).statusCode).toBe(
      409,
    );
    expect((await dashboard(`?from=${today}&to=${today}`)).refunds).toEqual(after.refunds);
  });
});

describe('work waiting, whatever the period', () => {
  it('counts open support messages past their SLA and failed e-mails', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    const message = (
      status: 'nieuw' | 'in_behandeling' | 'beantwoord' | 'gesloten',
      slaDueAt: Date | null,
    ) => ({
      email: 'klant@example.nl',
      subject: 'Waar blijft mijn pakket?',
      message: 'Al een week niets gehoord.',
      status,
      slaDueAt,
    });
    await app.db.insert(contactMessages).values([
      message('nieuw', hourAgo), // overdue
      message('in_behandeling', new Date('2020-01-01T00:00:00Z')), // overdue
      message('nieuw', inAnHour), // still in time
      message('beantwoord', hourAgo), // answered: no longer the desk's work
      message('gesloten', hourAgo),
      message('nieuw', null), // no deadline
    ]);
    const mail = (key: string, status: 'queued' | 'sent' | 'failed') => ({
      key,
      to: 'klant@example.nl',
      subject: 'Bevestiging',
      text: 'Bedankt.',
      html: '<p>Bedankt.</p>',
      messageId: `<${key}@loopvoeding.nl>`,
      status,
    });
    await app.db
      .insert(outgoingMails)
      .values([mail('a', 'failed'), mail('b', 'failed'), mail('c', 'sent'), mail('d', 'queued')]);

    const answer = await dashboard('?from=2019-01-01&to=2019-01-31');
    expect(answer.overdueSupport).toBe(2);
    expect(answer.failedMails).toBe(2);
    // The desk marks the same two 'Te laat'.
    const desk = await app.inject({
      method: 'GET',
      url: '/api/admin/contact?limit=100',
      headers: admin.headers,
    });
    expect(desk.json().data.filter((row: { overdue: boolean }) => row.overdue)).toHaveLength(2);
  });
});

describe('the daily sales rollup the figures are read from', () => {
  const statuses = revenueStatuses.map((status) => `'${status}'`).join(', ');
  const counted = sql.raw(`o.paid_at is not null and o.status in (${statuses})`);
  const paidDay = sql.raw(`(o.paid_at at time zone '${SHOP_TIME_ZONE}')::date`);

  it('its triggers name the shop’s time zone and the statuses that count as sold, as the code does', async () => {
    const result = await app.db.execute(
      sql`select prosrc from pg_proc where proname in ('sales_days_count_order', 'sales_days_count_line')`,
    );
    const sources = (result as unknown as { rows: { prosrc: string }[] }).rows.map((row) => row.prosrc);
    expect(sources).toHaveLength(2);
    for (const source of sources) {
      expect(source).toContain(`AT TIME ZONE '${SHOP_TIME_ZONE}'`);
      expect(source).toContain(`o.status NOT IN (${statuses})`);
    }
    // The update trigger's condition names them too (decision 100): for the old and the new status.
    const trigger = await app.db.execute(
      sql`select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'sales_days_order_updated'`,
    );
    const definition = (trigger as unknown as { rows: { definition: string }[] }).rows[0]?.definition;
    const sold = `ARRAY[${revenueStatuses.map((status) => `'${status}'::order_status`).join(', ')}]`;
    for (const side of ['old', 'new']) expect(definition).toContain(`${side}.status = ANY (${sold})`);
  });

  /** The rollup's rows that differ from the same figures summed again from the orders and their lines. */
  async function differences() {
    const expected = sql`
      select ${paidDay} as day, null::uuid as product_id, null::text as title, count(*)::int as orders,
        sum(o.total_cents)::bigint as revenue_cents, sum(o.vat_cents)::bigint as vat_cents, 0 as quantity,
        0::bigint as line_revenue_cents
      from orders o where ${counted} group by 1
      union all
      select d.day, i.product_id, case when i.product_id is null then i.title end, 0, 0, 0,
        sum(i.quantity)::int, sum(i.unit_price_cents::bigint * i.quantity)
      from order_items i join orders o on o.id = i.order_id
      cross join lateral (values (${paidDay}), (null::date)) as d(day)
      where ${counted}
      group by 1, 2, 3`;
    const held = sql`
      select day, product_id, title, orders, revenue_cents, vat_cents, quantity, line_revenue_cents
      from sales_days
      where orders <> 0 or revenue_cents <> 0 or vat_cents <> 0 or quantity <> 0 or line_revenue_cents <> 0`;
    const result = await app.db.execute(sql`
      (select * from (${held}) as h except all select * from (${expected}) as e)
      union all
      (select * from (${expected}) as e except all select * from (${held}) as h)`);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  it('agrees with the orders today and after a refund, a new paid day, changed lines, a deleted order or product', async () => {
    const [bar, gel] = [
      await createProduct(app, { title: 'Rollup reep' }, admin.id),
      await createProduct(app, { title: 'Rollup gel' }, admin.id),
    ];
    const now = new Date().toISOString();
    const today = shopDayOf(new Date());
    // Today's sales in cents and orders, less those other tests made today.
    const todays = async (): Promise<[number, number]> => {
      const [revenue = 0, count = 0] = soldDays(await dashboard(`?from=${today}&to=${today}`))[today] ?? [];
      return [Math.round(revenue * 100), count];
    };
    const [otherCents, otherOrders] = await todays();
    const sold = async () => {
      const [cents, count] = await todays();
      return [cents - otherCents, count - otherOrders];
    };
    const first = await sale({
      lines: [
        { product: bar, cents: 250, quantity: 2 },
        { product: null, title: 'Losse fles', cents: 900, quantity: 1 },
      ],
      shippingCents: 495,
      paidAt: now,
    });
    const second = await sale({ lines: [{ product: gel, cents: 120, quantity: 5 }], paidAt: now });
    const third = await sale({
      lines: [{ product: gel, cents: 120, quantity: 1 }],
      paidAt: '2021-03-01T10:00:00Z',
    });
    expect(await differences()).toEqual([]);
    expect(await sold()).toEqual([2_495, 2]);

    // Refunded: no longer sold, its lines no longer among the products.
    await app.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, first.id));
    expect(await differences()).toEqual([]);
    expect(await sold()).toEqual([600, 1]);
    // Paid on another day, moved from status to status, its lines changed, added and removed.
    await app.db
      .update(orders)
      .set({ paidAt: new Date('2021-03-02T10:00:00Z'), status: 'shipped' })
      .where(eq(orders.id, second.id));
    await app.db.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.orderId, third.id));
    await app.db.insert(orderItems).values({
      orderId: third.id,
      productId: bar.id,
      title: bar.title,
      unitPriceCents: 250,
      quantity: 1,
      position: 1,
    });
    expect(await differences()).toEqual([]);
    expect(await sold()).toEqual([0, 0]);
    // The product deleted: its lines count under their title.
    await app.db.delete(products).where(eq(products.id, gel.id));
    expect(await differences()).toEqual([]);
    const { topProducts } = await dashboard('?from=2021-03-01&to=2021-03-02');
    expect(topProducts.byQuantity).toEqual([
      { productId: null, title: 'Rollup gel', quantity: 8, revenue: 9.6 },
      { productId: bar.id, title: 'Rollup reep', quantity: 1, revenue: 2.5 },
    ]);
    // An order deleted takes its lines with it; one paid again counts again.
    await app.db.delete(orders).where(eq(orders.id, third.id));
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, first.id));
    expect(await differences()).toEqual([]);
    expect(await sold()).toEqual([1_895, 1]);
  });

  it('finds the top products of a period among more products than it weighs at first', async () => {
    // 1,200 products without a link, each sold on 1 and 2 February 2019: the most sold over both
    // days are not the most sold on the first, so the lists must look far down the totals.
    await app.db.execute(sql`
      with sold as (
        select n, day, case when day = 1 then 1 + n % 7 else 1 + (1200 - n) / 40 end as quantity
        from generate_series(1, 1200) as n, generate_series(1, 2) as day
      ),
      placed as (
        insert into orders (user_email, status, total_cents, vat_cents, paid_at)
        select 'veel' || n || '-' || day || '@example.nl', 'paid', quantity * (100 + n), 0,
          timestamptz '2019-01-31T12:00:00Z' + day * interval '1 day'
        from sold
        returning id, user_email
      )
      insert into order_items (order_id, title, unit_price_cents, quantity)
      select placed.id, 'Veel ' || n, 100 + n, quantity
      from sold join placed on placed.user_email = 'veel' || n || '-' || day || '@example.nl'`);
    expect(await differences()).toEqual([]);
    const raw = async (from: string, to: string, by: 'quantity' | 'revenue') => {
      const [quantity, revenue] = ['sum(i.quantity)', 'sum(i.unit_price_cents::bigint * i.quantity)'];
      const order =
        by === 'quantity' ? `${quantity} desc, ${revenue} desc` : `${revenue} desc, ${quantity} desc`;
      const result = await app.db.execute(sql`
        select i.product_id as "productId", coalesce(max(p.title), max(i.title)) as "title",
          ${sql.raw(quantity)}::int as "quantity", (${sql.raw(revenue)})::float8 / 100 as "revenue"
        from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
        where ${counted} and o.paid_at >= (${from}::date::timestamp at time zone 'Europe/Amsterdam')
          and o.paid_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Amsterdam')
        group by i.product_id, case when i.product_id is null then i.title end
        order by ${sql.raw(order)}, 2 asc limit 5`);
      return (result as unknown as { rows: unknown[] }).rows;
    };
    for (const [from, to] of [
      ['2019-02-01', '2019-02-01'],
      ['2019-02-02', '2019-02-02'],
      ['2019-02-01', '2019-02-02'],
    ] as const) {
      const { topProducts } = await dashboard(`?from=${from}&to=${to}`);
      expect(topProducts.byQuantity, `${from} ${to}`).toEqual(await raw(from, to, 'quantity'));
      expect(topProducts.byRevenue, `${from} ${to}`).toEqual(await raw(from, to, 'revenue'));
    }

    // What the lists needed is learnt: the next figures weigh as many at first, in one statement.
    let transactions = 0;
    const counting = new Proxy(app.db, {
      get(target, property, receiver) {
        if (property === 'transaction') transactions += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const looks = firstLooks();
    const period = { from: '2019-02-01', to: '2019-02-01' };
    const figures = await salesFigures(counting, period, 5, looks);
    expect(transactions).toBe(1);
    expect(looks.quantity).toBeGreaterThan(firstLooks().quantity);
    expect(await salesFigures(counting, period, 5, looks)).toEqual(figures);
    expect(transactions).toBe(1);
  });
});

describe('the figures kept in memory (decision 091)', () => {
  it('are read once per period and kept until the database announces a change of the figures', async () => {
    const period = '?from=2019-06-01&to=2019-06-03';
    const dayOf = (answer: Dashboard) => answer.perDay.find((day) => day.day === '2019-06-02')!;
    expect(dayOf(await dashboard(period)).orders).toBe(0);
    // A sale written where no trigger announces it: the kept figures cannot know.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(salesDays).values({ day: '2019-06-02', orders: 1, revenueCents: 1234, vatCents: 102 });
    });
    expect(dayOf(await dashboard(period)).orders).toBe(0);
    // Once announced, the next look reads the period again.
    // Not by a change of the sales the figures do not read (an order shipped: decision 100).
    await app.db.execute(sql`select pg_notify('content_changed', 'sales')`);
    await app.composition.contentVersions.settle();
    expect(dayOf(await dashboard(period)).orders).toBe(0);
    await app.db.execute(sql`select pg_notify('content_changed', 'figures')`);
    expect(dayOf(await dashboard(period))).toMatchObject({ orders: 1, revenue: 12.34 });
    // A change through the shop's tables announces itself.
    await app.db.delete(salesDays).where(eq(salesDays.day, '2019-06-02'));
    expect(dayOf(await dashboard(period)).orders).toBe(0);
  });
});
