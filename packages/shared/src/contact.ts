import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, optionalEnum, optionalText, pageFields, periodAndPage } from './api.ts';
import { personSchema } from './person.ts';

/** The states of a support conversation, from first message to closed. */
export const contactStatuses = ['nieuw', 'in_behandeling', 'beantwoord', 'gesloten'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** How urgent a message is; the support desk's SLA follows it. */
export const contactPriorities = ['laag', 'normaal', 'hoog', 'kritiek'] as const;
export type ContactPriority = (typeof contactPriorities)[number];

export const contactStatusLabels: Record<ContactStatus, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  beantwoord: 'Beantwoord',
  gesloten: 'Gesloten',
};

export const contactPriorityLabels: Record<ContactPriority, string> = {
  laag: 'Laag',
  normaal: 'Normaal',
  hoog: 'Hoog',
  kritiek: 'Kritiek',
};

/** The support desk's answer time per priority, counted from when the customer wrote. */
export const SLA_HOURS: Record<ContactPriority, number> = { kritiek: 4, hoog: 24, normaal: 72, laag: 7 * 24 };

/** The SLA deadline of a message written at `createdAt` with this priority. */
export function slaDeadline(priority: ContactPriority, createdAt: Date): Date {
  return new Date(createdAt.getTime() + SLA_HOURS[priority] * 60 * 60 * 1000);
}

/** Work that is still the support desk's to do: new, or being handled. */
export const openContactStatuses: readonly ContactStatus[] = ['nieuw', 'in_behandeling'];

/** Overdue: still open and past its deadline. */
export function isOverdue(
  message: { status: ContactStatus; slaDueAt: string | null },
  now: Date = new Date(),
): boolean {
  return (
    openContactStatuses.includes(message.status) &&
    message.slaDueAt !== null &&
    new Date(message.slaDueAt).getTime() < now.getTime()
  );
}

export const MAX_CONTACT_TAGS = 10;
const tag = z.string().trim().min(1).max(40, 'Een tag is maximaal 40 tekens');

/** Tags typed comma separated: trimmed, empties dropped, each once. */
export function parseTags(input: string): string[] {
  return [...new Set(input.split(',').map((entry) => entry.trim()))].filter(Boolean);
}

export const contactMessages = {
  emailRequired: 'E-mailadres is verplicht',
  invalidEmail: 'Ongeldig e-mailadres',
  subjectRequired: 'Onderwerp is verplicht',
  messageRequired: 'Bericht is verplicht',
  textRequired: 'Tekst mag niet leeg zijn',
  tooManyTags: `Maximaal ${MAX_CONTACT_TAGS} tags`,
  notFound: 'Bericht niet gevonden of geen toegang',
  followUpOf: 'Vervolg op:',
  sent: 'Bedankt! Je bericht is verstuurd. We sturen je een bevestiging per e-mail.',
  sendFailed: 'Versturen mislukt. Probeer het later opnieuw.',
  empty: 'Geen berichten gevonden.',
  loadFailed: 'Berichten konden niet geladen worden.',
  replySent: 'Je reactie is verstuurd.',
  noteAdded: 'Notitie toegevoegd.',
  updated: 'Bijgewerkt.',
  updateFailed: 'Bijwerken mislukt.',
  noDeadline: 'Niet bepaald',
  overdue: 'Te laat',
  original: 'origineel',
} as const;

/** The notification a logged-in sender receives when support answers. */
export const contactNotificationTitles = { reply: 'Nieuw antwoord van support' } as const;
export const contactNotificationMessages = {
  reply: (subject: string) => `Op je bericht „${subject}”`,
} as const;

/**
 * The e-mails about a contact message: to the sender on receipt (a stranger's address or the
 * sender's own account) and to the customer when support answers. The HTML uses its own wording
 * where it differs from the text lines; labels are without their colon.
 */
export const contactMailMessages = {
  hello: 'Hallo,',
  receivedSubject: 'We hebben je bericht ontvangen',
  receivedSubjectOf: (subject: string) => `We hebben je bericht ontvangen: ${subject}`,
  receivedHeading: 'Bedankt voor je bericht',
  strangerThanks:
    'Bedankt voor je bericht aan Loopvoeding. We hebben het ontvangen en antwoorden je op dit e-mailadres.',
  strangerReceived: 'We hebben het ontvangen en antwoorden je op dit e-mailadres.',
  notYou:
    'Heb je ons niet geschreven? Dan heeft iemand anders dit adres ingevuld en kun je deze e-mail negeren.',
  ownThanks: 'Bedankt voor je bericht. We hebben het ontvangen en reageren zo snel mogelijk.',
  ownReceived: 'We hebben het ontvangen en reageren zo snel mogelijk.',
  follow: (publicUrl: string) => `Je kunt het gesprek volgen op ${publicUrl}/mijn-berichten.`,
  youWrote: 'Je schreef',
  replySubject: (subject: string) => `Antwoord op je bericht: ${subject}`,
  replyHeading: 'Antwoord van Loopvoeding',
  replyIntro: 'Ons supportteam heeft je bericht beantwoord:',
  replyIntroAbout: (subject: string) => `Ons supportteam heeft je bericht „${subject}” beantwoord:`,
  readAndAnswer: 'Lees en beantwoord het',
  readAndAnswerAt: (link: string) => `Lees en beantwoord het op ${link}`,
  useContactForm: (publicUrl: string) =>
    `Wil je reageren? Gebruik ons contactformulier: ${publicUrl}/contact`,
} as const;

const subject = z.string().trim().min(1, contactMessages.subjectRequired).max(200);
const body = z.string().trim().min(1, contactMessages.messageRequired).max(5000);

/** POST /api/contact. `email` is required from guests only; a logged-in user's account address is used. */
export const contactInputSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email(contactMessages.invalidEmail).max(254).optional(),
  ),
  subject,
  message: body,
  tags: z.array(tag).max(MAX_CONTACT_TAGS, contactMessages.tooManyTags).default([]),
  priority: z.enum(contactPriorities).default('normaal'),
  parentId: z.uuid().optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** The contact form as typed: tags comma separated. */
export const contactFormSchema = z.object({
  email: z.string().trim(),
  subject,
  message: body,
  tags: z
    .string()
    .refine((value) => parseTags(value).length <= MAX_CONTACT_TAGS, contactMessages.tooManyTags),
  priority: z.enum(contactPriorities),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** A follow-up, an admin's reply or an internal note: non-empty text. */
export const contactReplyInputSchema = z.object({
  message: z.string().trim().min(1, contactMessages.textRequired).max(5000),
});
export const contactNoteInputSchema = z.object({
  note: z.string().trim().min(1, contactMessages.textRequired).max(5000),
});
export const contactStatusInputSchema = z.object({ status: z.enum(contactStatuses) });
export const contactPriorityInputSchema = z.object({ priority: z.enum(contactPriorities) });

/** By display name; the e-mail address only on the support desk (decision 036). */
const person = personSchema.nullable();

export const contactReplySchema = z.object({
  _id: z.string(),
  message: z.string(),
  sentAt: z.string(),
  /** The admin who answered; null when the message's owner wrote the reply. */
  admin: person,
  readByUser: z.boolean(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactNoteSchema = z.object({
  _id: z.string(),
  note: z.string(),
  addedAt: z.string(),
  addedBy: person,
});
export type ContactNote = z.infer<typeof contactNoteSchema>;

/** A message as its owner sees it: never the internal notes, never the SLA. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  priority: z.enum(contactPriorities),
  status: z.enum(contactStatuses),
  parentId: z.string().nullable(),
  /** The subject of the message this one follows up (null: an original). */
  parentSubject: z.string().nullable(),
  /** The order the message is about (a withdrawal request); null for any other message. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  responses: z.array(contactReplySchema),
  /** Admin replies the owner has not read yet. */
  unreadReplies: z.number().int(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message on the support desk: with its sender's account, the SLA and the internal notes. */
export const adminContactMessageSchema = contactMessageSchema.extend({
  user: person,
  slaDueAt: z.string().nullable(),
  overdue: z.boolean(),
  internalNotes: z.array(contactNoteSchema),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** A row of the support desk's list. */
export const adminContactListItemSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  /** The account's e-mail address, or the address a guest gave. */
  email: z.string(),
  tags: z.array(z.string()),
  priority: z.enum(contactPriorities),
  status: z.enum(contactStatuses),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  slaDueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type AdminContactListItem = z.infer<typeof adminContactListItemSchema>;

export const MY_MESSAGES_PAGE_SIZE_DEFAULT = 10;

/** GET /api/contact/my */
export const myContactQuerySchema = z.object({
  subject: optionalText,
  status: optionalEnum(contactStatuses),
  priority: optionalEnum(contactPriorities),
  ...pageFields(MY_MESSAGES_PAGE_SIZE_DEFAULT),
});
export type MyContactQuery = z.infer<typeof myContactQuerySchema>;

/** GET /api/admin/contact: `tag` may repeat (`?tag=a&tag=b`); a message must carry every one. */
export const adminContactQuerySchema = z.object({
  subject: optionalText,
  email: optionalText,
  tag: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(tag).max(MAX_CONTACT_TAGS, contactMessages.tooManyTags),
  ),
  status: optionalEnum(contactStatuses),
  priority: optionalEnum(contactPriorities),
  ...periodAndPage(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;
