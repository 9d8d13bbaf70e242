import { lockableMethods, lockableRoles } from '@shop/shared/route-lock';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const routeLocks = pgTable(
  'route_locks',
  {
    id: id(),
    route: text().notNull(),
    method: text({ enum: lockableMethods }).notNull().default('GET'),
    blockedForRoles: text({ enum: lockableRoles }).array().notNull(),
    reason: text(),
    until: timestamp({ withTimezone: true }),
    isPrefix: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('route_locks_method_idx').on(t.method)],
);
