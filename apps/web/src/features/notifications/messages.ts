export const notificationMessages = {
  loading: 'Notificaties laden...',
  loadFailed: 'De notificaties konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  empty: 'Geen notificaties op dit moment.',
  markAllRead: 'Alles als gelezen markeren',
  markRead: 'Markeer als gelezen',
  details: 'Details',
  unread: 'ongelezen',
  delete: 'Verwijderen',
  deleteLabel: (title: string) => `Verwijder notificatie ${title}`,
  actionFailed: 'Dat is niet gelukt. Probeer het opnieuw.',
} as const;
