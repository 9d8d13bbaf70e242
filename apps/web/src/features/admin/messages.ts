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
