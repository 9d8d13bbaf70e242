import { z } from 'zod';
import { adminPageFields, optionalEnum, optionalText } from './api.ts';
import { roleSchema } from './auth.ts';
import { roles } from './auth-constants.ts';

export const sportDisciplines = ['voetbal', 'basketbal', 'tennis', 'fitness', 'zwemmen'] as const;
export const sportLevels = ['beginner', 'gemiddeld', 'gevorderd', 'pro'] as const;

export const sportSchema = z.object({
  discipline: z.enum(sportDisciplines).nullable(),
  level: z.enum(sportLevels).nullable(),
});

export const addressSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  number: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** A user as the API shows it; never carries the password hash. */
export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  sport: sportSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userMessages = {
  notFound: 'Gebruiker niet gevonden.',
  loadFailed: 'Gebruiker kon niet geladen worden.',
  empty: 'Geen gebruikers gevonden.',
  saved: 'Gebruiker opgeslagen.',
  saveFailed: 'Opslaan mislukt.',
  deleted: 'Gebruiker verwijderd.',
  deleteFailed: 'Verwijderen mislukt.',
  confirmDelete: 'Weet je zeker dat je deze gebruiker wil verwijderen?',
  confirmOwnRole:
    'Je wijzigt je eigen rol. Daarna heb je misschien geen toegang meer tot het beheer. Doorgaan?',
  lastAdmin:
    'De winkel heeft minstens één admin nodig: de laatste admin kan niet worden gedegradeerd of verwijderd.',
} as const;

const addressField = z.string().trim().max(200).default('');
export const addressInputSchema = z.object({
  firstName: addressField,
  lastName: addressField,
  street: addressField,
  number: addressField,
  zip: addressField,
  city: addressField,
  country: addressField,
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const profileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
  sport: sportSchema,
  addresses: z.array(addressSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /user/profile: every field optional (the sport selects save on their own). The e-mail is read-only. */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(50).optional(),
  sport: z
    .object({
      discipline: z.enum(sportDisciplines).nullable().optional(),
      level: z.enum(sportLevels).nullable().optional(),
    })
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileMessages = {
  saved: '✅ Profiel succesvol opgeslagen!',
  saveFailed: '❌ Opslaan profiel faalde.',
  noAddresses: 'Geen adressen gevonden.',
  addressNotFound: 'Adres niet gevonden.',
} as const;

type PostalAddress = Pick<
  Address,
  'firstName' | 'lastName' | 'street' | 'number' | 'zip' | 'city' | 'country'
>;

/** An address as the lines of an envelope: name, street and number, zip and city, country (empties dropped). */
export function addressLines(address: PostalAddress): string[] {
  return [
    [address.firstName, address.lastName],
    [address.street, address.number],
    [address.zip, address.city],
    [address.country],
  ]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean);
}

/** GET /api/user: every filter of the admin's user list; text filters match a part, case-insensitive. */
export const userListQuerySchema = z.object({
  id: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  phone: optionalText,
  role: optionalEnum(roles),
  country: optionalText,
  city: optionalText,
  discipline: optionalEnum(sportDisciplines),
  level: optionalEnum(sportLevels),
  ...adminPageFields,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A user on the admin's detail page: with addresses. */
export const adminUserSchema = userSchema.extend({ addresses: z.array(addressSchema) });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PUT /api/user/:id: only these are writable (the e-mail and password never are). */
export const userUpdateSchema = z.object({
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(50).optional(),
  role: roleSchema.optional(),
  sport: z
    .object({
      discipline: z.enum(sportDisciplines).nullable().optional(),
      level: z.enum(sportLevels).nullable().optional(),
    })
    .optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
