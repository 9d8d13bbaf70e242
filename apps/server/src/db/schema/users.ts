import { roles } from '@shop/shared/auth-constants';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('user'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    sportDiscipline: text(),
    sportLevel: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // The admin list's order (by address, the id breaking ties), with the address itself so a
    // page's ids come from the index alone.
    index('users_email_order_idx').on(sql`lower(${t.email})`, t.id, t.email),
    // The admin's searches match a part of a field (ilike '%…%'): trigram indexes serve them.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    street: text().notNull().default(''),
    number: text().notNull().default(''),
    zip: text().notNull().default(''),
    city: text().notNull().default(''),
    country: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    index('addresses_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
  ],
);
