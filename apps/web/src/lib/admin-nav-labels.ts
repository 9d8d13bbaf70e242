/**
 * The admin menu's names of the screens (the menu and the dashboard's tiles), kept apart from
 * lib/messages.ts so a shopper's first load does not carry them: the menu loads with the admin's
 * pages.
 */
export const adminNavLabels = {
  dashboard: 'Dashboard',
  products: 'Producten',
  blogs: 'Blogs',
  orders: 'Bestellingen',
  shipping: 'Verzending',
  coupons: 'Kortingscodes',
  settings: 'Instellingen',
  legalPages: 'Juridische teksten',
  webhooks: 'Webhooks',
  mail: 'E-mail',
  users: 'Gebruikers',
  analytics: 'Analytics',
  contact: 'Contact',
  routeLocks: 'Route-locks',
  wipe: 'Wipe',
  notifications: 'Notificaties',
  broadcast: 'Broadcast',
} as const;
