import { z } from 'zod';

/** What an admin can wipe, as the spec names them. */
export const wipeEntities = [
  'User',
  'Product',
  'Order',
  'Cart',
  'Comment',
  'BlogPost',
  'PageVisit',
  'ContactMessage',
  'StripeEventLog',
  'RouteLock',
  'Notification',
] as const;
export type WipeEntity = (typeof wipeEntities)[number];

export const wipeEntityLabels: Record<WipeEntity, string> = {
  User: 'Gebruikers (behalve admins)',
  Product: 'Producten',
  Order: 'Bestellingen',
  Cart: 'Winkelwagens',
  Comment: 'Reacties',
  BlogPost: 'Blogposts',
  PageVisit: 'Paginabezoeken',
  ContactMessage: 'Contactberichten',
  StripeEventLog: 'Webhook-events',
  RouteLock: 'Routeblokkades',
  Notification: 'Notificaties',
};

/** The word an admin types to confirm a wipe. */
export const WIPE_CONFIRMATION = 'WIPE';

export const wipeMessages = {
  confirm: `Typ ${WIPE_CONFIRMATION} om te bevestigen`,
  chooseEntity: 'Kies wat je wil wissen',
  done: (entity: WipeEntity, count: number) => `${wipeEntityLabels[entity]} gewist: ${count} verwijderd.`,
  failed: 'Wissen mislukt.',
} as const;

/** POST /api/admin/wipe */
export const wipeInputSchema = z.object({
  entity: z.enum(wipeEntities, { message: wipeMessages.chooseEntity }),
  confirm: z.literal(WIPE_CONFIRMATION, { message: wipeMessages.confirm }),
});
export type WipeInput = z.infer<typeof wipeInputSchema>;

export const wipeResultSchema = z.object({ message: z.string(), deletedCount: z.number().int() });
export type WipeResult = z.infer<typeof wipeResultSchema>;
