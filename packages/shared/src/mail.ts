import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, optionalEnum, optionalText, periodAndPage } from './api.ts';

/** An outgoing e-mail waits in the queue, was delivered, or gave up after its last attempt. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: 'In de wachtrij',
  sent: 'Verzonden',
  failed: 'Mislukt',
};

export const outgoingMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

export const mailListQuerySchema = z.object({
  status: optionalEnum(mailStatuses),
  recipient: optionalText,
  subject: optionalText,
  ...periodAndPage(ADMIN_PAGE_SIZE_DEFAULT),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailMessages = {
  notFound: 'E-mail niet gevonden.',
  notFailed: 'Alleen een mislukte e-mail kan opnieuw verstuurd worden.',
  retried: 'De e-mail staat weer in de wachtrij.',
  empty: 'Geen e-mails gevonden.',
  loadFailed: 'E-mails konden niet geladen worden.',
  retryFailed: 'Opnieuw proberen mislukt.',
} as const;

/** The name above every e-mail of the shop. */
export const mailBrand = 'Loopvoeding';

/** How every e-mail of the shop ends (text lines; the HTML puts a <br> between them). */
export const mailSignOff = ['Sportieve groet,', 'Team Loopvoeding'] as const;
