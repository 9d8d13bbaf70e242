import { countOf } from '@shop/shared/locale';

/** What each tile of the admin dashboard leads to. */
export const adminDashboardDescriptions = {
  products: 'Pakketten, prijzen, kortingen en voorraad',
  blogs: 'Artikels schrijven, publiceren en statistieken',
  orders: 'Bestellingen, status en betalingen',
  shipping: 'Verzendmethoden, prijzen en gratis verzending',
  coupons: 'Kortingscodes, hun voorwaarden en gebruik',
  settings: 'Bedrijfsgegevens en btw (OSS)',
  legalPages: 'Voorwaarden, privacy en herroepingsrecht',
  users: 'Accounts, rollen en sportgegevens',
  contact: 'Vragen en supportberichten',
  analytics: 'Bezoeken per pagina',
  webhooks: 'Betaalgebeurtenissen per betaling',
  mail: 'Verzonden en mislukte e-mails',
  wipe: 'Gegevens wissen',
} as const;

/** The owner's figures on the dashboard (decision 056). */
export const dashboardMessages = {
  periodTitle: 'Periode kiezen',
  from: 'Van',
  to: 'Tot en met',
  period: (from: string, to: string) => `Periode: ${from} t/m ${to}`,
  loading: 'Cijfers laden...',
  loadFailed: 'De cijfers konden niet geladen worden.',
  noOrders: 'Nog geen bestellingen in deze periode.',
  revenue: 'Omzet (incl. btw)',
  vatOf: (amount: string) => `waarvan btw ${amount}`,
  orders: 'Bestellingen',
  averageOrderValue: 'Gemiddelde bestelling',
  refunds: 'Terugbetaald',
  refundCount: (count: number) => countOf(count, 'bestelling', 'bestellingen'),
  perDay: 'Omzet en bestellingen per dag',
  perWeek: 'Omzet en bestellingen per week',
  week: (isoWeek: string) => `week ${Number(isoWeek.slice(6))}`,
  weekOf: (isoWeek: string, start: string) => `week ${Number(isoWeek.slice(6))} (vanaf ${start})`,
  ordersValue: (revenue: string, orders: number) =>
    `${revenue}, ${countOf(orders, 'bestelling', 'bestellingen')}`,
  topByQuantity: 'Meest verkocht (stuks)',
  topByRevenue: 'Meeste omzet',
  pieces: 'Stuks',
  waitingTitle: 'Wacht op jou',
  overdueSupport: 'Supportvragen over de SLA',
  overdueSupportLink: 'Naar de supportvragen',
  failedMails: 'Mislukte e-mails',
  failedMailsLink: 'Naar de mislukte e-mails',
  manageTitle: 'Beheren',
} as const;
