import { z } from 'zod';
import { adminPageFields, optionalText } from './api.ts';
import { countOf } from './locale.ts';

export const notificationIcons = [
  'bell',
  'heart',
  'comment',
  'reply',
  'mail',
  'send',
  'package',
  'refresh',
  'trash',
  'publish',
  'echo',
  'inbox',
] as const;
export type NotificationIcon = (typeof notificationIcons)[number];

/** What each icon is called in the admin's broadcast form. */
export const notificationIconLabels: Record<NotificationIcon, string> = {
  bell: 'Bel',
  heart: 'Hartje',
  comment: 'Reactie',
  reply: 'Antwoord',
  mail: 'Envelop',
  send: 'Verzonden',
  package: 'Pakket',
  refresh: 'Vernieuwd',
  trash: 'Prullenbak',
  publish: 'Publicatie',
  echo: 'Uitzending',
  inbox: 'Postvak',
};

export const DEFAULT_NOTIFICATION_TITLE = 'Nieuwe notificatie';

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  icon: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** An unknown icon shows a bell. */
export function notificationIcon(icon: string): NotificationIcon {
  return (notificationIcons as readonly string[]).includes(icon) ? (icon as NotificationIcon) : 'bell';
}

export const notificationMessages = {
  selectRecipients: 'Selecteer minstens één gebruiker of vink "Iedereen" aan.',
  titleRequired: 'Titel is verplicht',
  messageRequired: 'Bericht is verplicht',
  invalidLink: 'Een link begint met / (een pagina van de winkel) of https://',
  broadcastSent: (count: number) =>
    `Notificatie verstuurd naar ${countOf(count, 'gebruiker', 'gebruikers')}.`,
  broadcastFailed: 'Versturen mislukt.',
  noUsers: 'Geen gebruikers gevonden.',
  tooManyStreams: 'Te veel open verbindingen voor dit account.',
  tooManyStreamsFromAddress: 'Te veel open verbindingen vanaf dit adres.',
} as const;

/** The API's answers about notifications (beside the admin's, which the browser shows). */
export const notificationErrorMessages = { notFound: 'Notificatie niet gevonden.' } as const;

/** A link in a notification: a page of the shop (`/…`, not `//…` or `/\…`, which leave it) or an https address. */
export const notificationLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (link) => /^\/(?![/\\])\S*$/.test(link) || /^https:\/\/[^\s]+$/.test(link),
    notificationMessages.invalidLink,
  );

/** POST /api/admin/notifications/broadcast: to the selected users, or to everyone. */
export const broadcastInputSchema = z
  .object({
    everyone: z.boolean().default(false),
    userIds: z.array(z.uuid()).max(1000).default([]),
    title: z.string().trim().min(1, notificationMessages.titleRequired).max(120),
    message: z.string().trim().min(1, notificationMessages.messageRequired).max(1000),
    icon: z.enum(notificationIcons).default('bell'),
    link: z.preprocess((value) => (value === '' ? undefined : value), notificationLinkSchema.optional()),
  })
  .refine((input) => input.everyone || input.userIds.length > 0, {
    message: notificationMessages.selectRecipients,
    path: ['userIds'],
  });
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

export const broadcastResultSchema = z.object({ created: z.number().int() });

/** A user as the notifications admin finds them. */
export const notificationUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});
export type NotificationUser = z.infer<typeof notificationUserSchema>;

export const notificationUserQuerySchema = z.object({
  email: optionalText,
  ...adminPageFields,
});
export type NotificationUserQuery = z.infer<typeof notificationUserQuerySchema>;

/** GET /api/admin/notifications/user/:id */
export const userNotificationsSchema = z.object({
  user: notificationUserSchema,
  data: z.array(notificationSchema),
});

/** The live stream's events (GET /api/notifications/stream, server-sent events). */
export const notificationStreamEvents = {
  /** A new notification; the event's id is its sequence number, from which a reconnect resumes. */
  notification: 'notification',
  /** `{ unread }`: the user's unread count, after every change. */
  unread: 'unread',
} as const;
