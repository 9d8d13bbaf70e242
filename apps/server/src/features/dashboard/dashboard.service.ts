import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TOP_PRODUCTS,
  type Dashboard,
  type DashboardQuery,
  dashboardMessages,
} from '@shop/shared/dashboard';
import { toEuros } from '@shop/shared/money';
import { createContentCache } from '../../db/content-cache.ts';
import type { ContentTopic, ContentVersionsService } from '../../db/content-versions.ts';
import type { Database } from '../../db/types.ts';
import { addDays, daysIn, shopDayOf } from '../../lib/date-range.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { ContactService } from '../contact/contact.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  firstLooks,
  type ProductSalesRow,
  type SalesFigureRows,
  type SalesPeriod,
  salesFigures,
} from './dashboard.repository.ts';

interface Dependencies {
  db: Database;
  contact: ContactService;
  mail: MailService;
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>;
}

/**
 * What the sales figures read: the daily rollup, the refunds and what makes an order 'refunded'
 * (announced as `figures`, decision 100), and the catalogue, whose titles name the top products.
 */
const SALES_TOPICS: ContentTopic[] = ['figures', 'catalogue'];

/** The periods whose figures are kept: the default and a few the owner looked at lately. */
const KEPT_PERIODS = 16;

/**
 * The days a query asks for on the shop's clock: `to` (or today) back to `from` (or the default
 * number of days before it), both included; 400 when it ends before it starts or is too long.
 */
export function periodOf(query: DashboardQuery, now: Date = new Date()): SalesPeriod {
  const from = query.from ? shopDayOf(query.from) : undefined;
  const today = shopDayOf(now);
  // Only a start after today: the period is that one day rather than one that ends before it starts.
  const to = query.to ? shopDayOf(query.to) : from && from > today ? from : today;
  const period = { from: from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS), to };
  const days = daysIn(period.from, period.to);
  if (days === 0)
    throw badRequest(dashboardMessages.endBeforeStart, { to: [dashboardMessages.endBeforeStart] });
  if (days > DASHBOARD_MAX_DAYS) {
    throw badRequest(dashboardMessages.periodTooLong, { from: [dashboardMessages.periodTooLong] });
  }
  return period;
}

const toProductFigure = (row: ProductSalesRow) => ({
  productId: row.productId,
  title: row.title,
  quantity: row.quantity,
  revenue: toEuros(row.revenueCents),
});

/**
 * The owner's figures on /admin (decision 056), from the domains that hold them. The sales figures
 * of a period come from memory until what they read changes (decision 091); the open support
 * messages past their deadline and the failed e-mails, which move with the clock and the mail
 * queue, are counted at every request.
 */
export function createDashboardService({ db, contact, mail, versions }: Dependencies) {
  // How many products the top lists weigh at first, learnt from the figures read before.
  const looks = firstLooks();
  // A period's figures, kept until a sale, a refund or a product's title changes (decisions 091, 100).
  const keptFigures = createContentCache<SalesFigureRows>({
    versions,
    topics: SALES_TOPICS,
    maxEntries: KEPT_PERIODS,
  });
  return {
    async figures(query: DashboardQuery, now: Date = new Date()): Promise<Dashboard> {
      const period = periodOf(query, now);
      // Independent reads, each on a connection of its own: the answer waits for the slowest only.
      const [sales, overdueSupport, failedMails] = await Promise.all([
        keptFigures.read(`${period.from}/${period.to}`, () =>
          salesFigures(db, period, DASHBOARD_TOP_PRODUCTS, looks),
        ),
        contact.overdueCount(now),
        mail.failedCount(),
      ]);
      const sum = (key: 'revenueCents' | 'vatCents' | 'orders') =>
        sales.perDay.reduce((total, day) => total + day[key], 0);
      const revenueCents = sum('revenueCents');
      const count = sum('orders');
      return {
        period,
        sales: {
          revenue: toEuros(revenueCents),
          vat: toEuros(sum('vatCents')),
          orders: count,
          averageOrderValue: count === 0 ? 0 : toEuros(Math.round(revenueCents / count)),
        },
        perDay: sales.perDay.map(({ day, revenueCents: cents, orders: n }) => ({
          day,
          revenue: toEuros(cents),
          orders: n,
        })),
        perWeek: sales.perWeek.map(({ week, start, revenueCents: cents, orders: n }) => ({
          week,
          start,
          revenue: toEuros(cents),
          orders: n,
        })),
        topProducts: {
          byQuantity: sales.byQuantity.map(toProductFigure),
          byRevenue: sales.byRevenue.map(toProductFigure),
        },
        refunds: { count: sales.refunds.count, amount: toEuros(sales.refunds.amountCents) },
        overdueSupport,
        failedMails,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
