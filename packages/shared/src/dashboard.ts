import { z } from 'zod';
import { optionalDate } from './api.ts';

/**
 * The owner's figures on /admin (decision 056): sales per day and per ISO week on the shop's clock,
 * the average order, the best-selling products, refunds, and the two lists of work waiting (support
 * messages past their SLA, failed e-mails).
 */

/** The period shown when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** The longest period one answer covers: a (leap) year of days. */
export const DASHBOARD_MAX_DAYS = 366;

/** How many products each top list names. */
export const DASHBOARD_TOP_PRODUCTS = 5;

export const dashboardMessages = {
  endBeforeStart: 'De einddatum ligt voor de begindatum.',
  periodTooLong: `Kies een periode van hoogstens ${DASHBOARD_MAX_DAYS} dagen.`,
} as const;

/**
 * GET /api/admin/dashboard: `from` and `to` name days on the shop's clock (a plain date is that day
 * in Amsterdam, a moment the day it falls on there), both included; without `to` the period ends
 * today, without `from` it is the DASHBOARD_DEFAULT_DAYS days up to its end.
 */
export const dashboardQuerySchema = z.object({ from: optionalDate, to: optionalDate });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Sales of one day or week: what was paid (euros, VAT and shipping included) and by how many orders. */
const salesSchema = z.object({ revenue: z.number(), orders: z.number().int() });

const productFigureSchema = z.object({
  /** null when the product has been deleted since (its lines keep their title). */
  productId: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  /** What its lines brought in, in euros (VAT included, shipping not). */
  revenue: z.number(),
});
export type ProductFigure = z.infer<typeof productFigureSchema>;

export const dashboardSchema = z.object({
  /** The days the figures cover, both included ('2026-03-01'). */
  period: z.object({ from: z.string(), to: z.string() }),
  /** Orders paid in the period that were not refunded since (paid, in processing, shipped, delivered). */
  sales: salesSchema.extend({
    /** The VAT the revenue holds, in euros. */
    vat: z.number(),
    /** Revenue per order, in euros (rounded to the cent); 0 without orders. */
    averageOrderValue: z.number(),
  }),
  /** Every day of the period, in order, also the days without sales. */
  perDay: z.array(salesSchema.extend({ day: z.string() })),
  /**
   * Every ISO week the period touches, in order: `week` as '2026-W09', `start` its Monday. A week
   * at either end of the period counts only its days inside the period.
   */
  perWeek: z.array(salesSchema.extend({ week: z.string(), start: z.string() })),
  topProducts: z.object({
    byQuantity: z.array(productFigureSchema),
    byRevenue: z.array(productFigureSchema),
  }),
  /** Orders refunded in the period (whenever they were paid): how many, and their totals in euros. */
  refunds: z.object({ count: z.number().int(), amount: z.number() }),
  /** Now, whatever the period: open support messages past their SLA deadline (decision 024). */
  overdueSupport: z.number().int(),
  /** Now, whatever the period: e-mails that gave up and wait for the admin to send them again. */
  failedMails: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
