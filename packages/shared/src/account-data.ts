import { z } from 'zod';
import { orderStatuses } from './order.ts';
import { addressSchema, sportSchema } from './user.ts';

/**
 * A customer's own data (the AVG, decision 063): everything the shop keeps about them to download,
 * and the account to remove, with what stays (orders and invoices for the tax rules, anonymised;
 * comments under 'Verwijderde gebruiker') and what goes.
 */

/** Orders in these states still need the buyer: paying, paid and not sent, or on their way. */
export const openOrderStatuses = ['pending', 'paid', 'processing', 'shipped'] as const;

export const accountDataMessages = {
  exportHeading: 'Mijn gegevens',
  exportIntro:
    'Download alles wat we van je bewaren: je profiel, adressen, bestellingen, reacties, berichten, notificaties en voedingsplannen.',
  exportJson: 'Mijn gegevens downloaden (JSON)',
  exportReadable: 'Leesbare versie downloaden',
  exportFailed: 'Je gegevens konden niet worden opgehaald. Probeer het later opnieuw.',
  deleteHeading: 'Account verwijderen',
  deleteIntro:
    'Je account, adressen, winkelwagen, notificaties, likes, voedingsplannen en berichten aan support worden verwijderd. Je bestellingen en facturen bewaren we zeven jaar voor de belastingdienst, zonder je naam, adres en e-mailadres op de bestelling. Je reacties blijven staan onder de naam ‘Verwijderde gebruiker’.',
  deletePassword: 'Je wachtwoord',
  passwordRequired: 'Vul je wachtwoord in.',
  wrongPassword: 'Je wachtwoord klopt niet.',
  deleteSubmit: 'Account verwijderen',
  deleteConfirm: 'Weet je zeker dat je je account wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
  deleteFailed: 'Je account kon niet worden verwijderd. Probeer het later opnieuw.',
  openOrder:
    'Je hebt nog een bestelling die niet is afgerond. Je kunt je account verwijderen zodra die is afgeleverd, geannuleerd of verlopen.',
  deleted: 'Je account is verwijderd. Bedankt dat je bij ons was.',
} as const;

/** DELETE /user/account */
export const accountDeleteSchema = z.object({
  password: z.string().min(1, accountDataMessages.passwordRequired).max(200),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

/** An address as exported: the profile's fields without its id. */
const exportedAddressSchema = addressSchema.omit({ _id: true });

/** GET /user/data: everything the shop keeps about the caller, as the file they download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    sport: sportSchema,
    createdAt: z.string(),
  }),
  addresses: z.array(exportedAddressSchema),
  orders: z.array(
    z.object({
      reference: z.string(),
      createdAt: z.string(),
      status: z.enum(orderStatuses),
      totalCents: z.number().int(),
      shippingMethod: z.string(),
      shippingPriceCents: z.number().int(),
      email: z.string(),
      address: exportedAddressSchema,
      lines: z.array(
        z.object({ title: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() }),
      ),
    }),
  ),
  comments: z.array(
    z.object({ post: z.string(), content: z.string(), createdAt: z.string(), deleted: z.boolean() }),
  ),
  likedPosts: z.array(z.string()),
  messages: z.array(
    z.object({
      subject: z.string(),
      message: z.string(),
      createdAt: z.string(),
      replies: z.array(z.object({ message: z.string(), fromShop: z.boolean(), sentAt: z.string() })),
    }),
  ),
  notifications: z.array(
    z.object({ title: z.string(), message: z.string(), createdAt: z.string(), isRead: z.boolean() }),
  ),
  fuelPlans: z.array(z.object({ name: z.string(), createdAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The file names of the two downloads, with the day they were made. */
export const accountExportFileName = (day: string, format: 'json' | 'html') =>
  `loopvoeding-mijn-gegevens-${day}.${format}`;
