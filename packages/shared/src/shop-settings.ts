import { z } from 'zod';

/**
 * The shop's own details and choices the owner sets (decision 051): who sells (printed on every
 * invoice, as Dutch law requires) and whether the EU one-stop shop (OSS) is on, which makes an
 * order pay the delivery country's VAT rates instead of the shop's own (decision 047).
 */
export const shopSettingsMessages = {
  sellerNameRequired: 'Bedrijfsnaam is verplicht',
  streetRequired: 'Adres is verplicht',
  zipRequired: 'Postcode is verplicht',
  cityRequired: 'Plaats is verplicht',
  kvkInvalid: 'Een KvK-nummer heeft 8 cijfers',
  vatNumberInvalid: 'Een btw-nummer ziet eruit als NL123456789B01',
  emailInvalid: 'Ongeldig e-mailadres',
  saved: 'Instellingen opgeslagen.',
  loadFailed: 'Instellingen konden niet geladen worden.',
  saveFailed: 'Opslaan mislukt.',
} as const;

const required = (message: string) => z.string().trim().min(1, message).max(200);

/** PUT /api/admin/settings, and what GET answers. */
export const shopSettingsSchema = z.object({
  sellerName: required(shopSettingsMessages.sellerNameRequired),
  /** Street and number, one line. */
  sellerStreet: required(shopSettingsMessages.streetRequired),
  sellerZip: required(shopSettingsMessages.zipRequired),
  sellerCity: required(shopSettingsMessages.cityRequired),
  /** Chamber of Commerce number: 8 digits. */
  kvkNumber: z
    .string()
    .trim()
    .regex(/^\d{8}$/, shopSettingsMessages.kvkInvalid),
  /** The VAT identification number, e.g. NL123456789B01 (spaces and dots are dropped, letters upper-cased). */
  vatNumber: z
    .string()
    // An overwrite, not a transform: the same schema also writes the API's answer (a transform
    // cannot be encoded).
    .overwrite((value) => value.replace(/[\s.]/g, '').toUpperCase())
    .regex(/^(NL\d{9}B\d{2}|BE[01]\d{9})$/, shopSettingsMessages.vatNumberInvalid),
  email: z.email(shopSettingsMessages.emailInvalid).max(254),
  /** Orders pay the delivery country's VAT rates (EU one-stop shop) instead of the shop's own. */
  oneStopShop: z.boolean(),
});
export type ShopSettings = z.output<typeof shopSettingsSchema>;

/** What a fresh shop starts with until the owner fills in their own (demo details). */
export const defaultShopSettings: ShopSettings = {
  sellerName: 'Loopvoeding B.V.',
  sellerStreet: 'Hardloperspad 12',
  sellerZip: '3511 AB',
  sellerCity: 'Utrecht',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  email: 'info@loopvoeding.nl',
  oneStopShop: false,
};
