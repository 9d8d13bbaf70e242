import { z } from 'zod';

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
