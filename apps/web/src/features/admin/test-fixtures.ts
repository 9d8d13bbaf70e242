import type { Dashboard } from '@shop/shared/dashboard';

/** The dashboard as GET /api/admin/dashboard answers it, for component tests: three days, two weeks. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    period: { from: '2026-03-01', to: '2026-03-03' },
    sales: { revenue: 1234.5, vat: 102.05, orders: 3, averageOrderValue: 411.5 },
    perDay: [
      { day: '2026-03-01', revenue: 1000, orders: 1 },
      { day: '2026-03-02', revenue: 0, orders: 0 },
      { day: '2026-03-03', revenue: 234.5, orders: 2 },
    ],
    perWeek: [
      { week: '2026-W09', start: '2026-02-23', revenue: 1000, orders: 1 },
      { week: '2026-W10', start: '2026-03-02', revenue: 234.5, orders: 2 },
    ],
    topProducts: {
      byQuantity: [
        { productId: 'p1', title: 'Energiereep', quantity: 12, revenue: 30 },
        { productId: null, title: 'Oude gel', quantity: 2, revenue: 4.5 },
      ],
      byRevenue: [
        { productId: 'p2', title: 'Hartslagmeter', quantity: 1, revenue: 1000 },
        { productId: 'p1', title: 'Energiereep', quantity: 12, revenue: 30 },
      ],
    },
    refunds: { count: 1, amount: 42.5 },
    overdueSupport: 2,
    failedMails: 1,
    ...overrides,
  };
}

/** A period without a single sale. */
export const emptyDashboard = (): Dashboard =>
  makeDashboard({
    sales: { revenue: 0, vat: 0, orders: 0, averageOrderValue: 0 },
    perDay: [{ day: '2026-03-01', revenue: 0, orders: 0 }],
    perWeek: [{ week: '2026-W09', start: '2026-02-23', revenue: 0, orders: 0 }],
    topProducts: { byQuantity: [], byRevenue: [] },
    refunds: { count: 0, amount: 0 },
    overdueSupport: 0,
    failedMails: 0,
  });
