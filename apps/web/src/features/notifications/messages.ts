import { countOf } from '@shop/shared/locale';
export const notificationMessages = {
  loading: 'Notificaties laden...',
  loadFailed: 'De notificaties konden niet worden geladen.',
  empty: 'Geen notificaties op dit moment.',
  markAllRead: 'Alles als gelezen markeren',
  markRead: 'Markeer als gelezen',
  details: 'Details',
  unread: 'ongelezen',
  delete: 'Verwijderen',
  deleteLabel: (title: string) => `Verwijderen: notificatie ${title}`,
  actionFailed: 'Dat is niet gelukt. Probeer het opnieuw.',
} as const;

/** The admin's notification screens (the API's messages come from @shop/shared/notification). */
export const adminNotificationMessages = {
  searchTitle: 'Gebruikers zoeken',
  email: 'E-mail',
  columns: { email: 'E-mail', name: 'Naam', role: 'Rol', notifications: 'Notificaties' },
  view: 'Bekijk notificaties',
  viewLabel: (email: string) => `Bekijk notificaties van ${email}`,
  userCount: (count: number) => countOf(count, 'gebruiker', 'gebruikers'),
  userTitle: (email: string) => `Notificaties van ${email}`,
  back: 'Terug naar gebruikers',
  toBroadcast: 'Broadcast versturen',
  recipients: 'Ontvangers',
  everyone: 'Iedereen',
  selected: (count: number) => `${count} geselecteerd`,
  choose: (email: string) => `Kies ${email}`,
  title: 'Titel',
  message: 'Bericht',
  icon: 'Icoon',
  link: 'Link (optioneel)',
  linkHint: 'Een pagina van de winkel (/shop) of een https-adres',
  send: 'Versturen',
  sending: 'Versturen…',
} as const;
