import { countOf } from '@shop/shared/locale';

/** The texts of the outgoing-mail screen (the API's messages come from @shop/shared/mail). */
export const mailPageMessages = {
  filtersTitle: 'E-mails zoeken',
  status: 'Status',
  anyStatus: 'Alle statussen',
  recipient: 'Ontvanger',
  subject: 'Onderwerp',
  from: 'Van',
  to: 'Tot',
  columns: {
    createdAt: 'Aangemaakt',
    recipient: 'Ontvanger',
    subject: 'Onderwerp',
    status: 'Status',
    attempts: 'Pogingen',
    lastError: 'Laatste fout',
    sentAt: 'Verzonden',
    actions: 'Acties',
  },
  retry: 'Opnieuw proberen',
  retrying: 'Bezig…',
  retryLabel: (subject: string) => `Opnieuw proberen: ${subject}`,
  resultCount: (count: number) => countOf(count, 'e-mail', 'e-mails'),
} as const;
