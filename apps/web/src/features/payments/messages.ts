import { countOf } from '@shop/shared/locale';

/** Dutch text of the admin webhook screen; empty and loading texts live in '@shop/shared/order'. */
export const webhookPageMessages = {
  filtersTitle: 'Filters',
  userId: 'Gebruiker-id',
  session: 'Sessie',
  from: 'Van',
  to: 'Tot',
  needFilter: 'Vul minstens één filter in (gebruiker-id, sessie of periode) om webhook-events te zoeken.',
  loadFailed: 'Webhook-events konden niet geladen worden.',
  groupCount: (count: number) => countOf(count, 'betaling gevonden', 'betalingen gevonden'),
  paymentGroup: 'Betaalgroep',
  customer: 'Klant',
  userIdLabel: 'Gebruiker-id',
  none: '-',
  eventCount: (count: number) => countOf(count, 'event', 'events'),
  eventType: 'Type',
  providerEventId: 'Event-id',
  timestamp: 'Tijdstip',
  rawData: 'Ruwe data',
  delete: 'Verwijderen',
  deleting: 'Bezig met verwijderen...',
  deleteLabel: (eventType: string, id: string) => `Verwijderen: event ${eventType} (${id})`,
  deleteConfirm: 'Weet je zeker dat je dit webhook-event wil verwijderen?',
  deleted: '✅ Webhook-event verwijderd',
  deleteFailed: '❌ Verwijderen mislukt',
} as const;
