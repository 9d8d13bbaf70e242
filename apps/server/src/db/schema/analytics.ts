import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const pageVisits = pgTable(
  'page_visits',
  {
    id: id(),
    path: text().notNull(),
    referrer: text().notNull().default(''),
    /** The user-agent string as sent. */
    device: text().notNull().default(''),
    /** mobile, tablet or desktop, parsed from the user agent for the charts. */
    deviceClass: text({ enum: ['mobile', 'tablet', 'desktop'] })
      .notNull()
      .default('desktop'),
    browser: text().notNull().default(''),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_visits_started_idx').on(t.startedAt),
    index('page_visits_path_idx').on(t.path),
    index('page_visits_user_idx').on(t.userId),
  ],
);

export const routeLocks = pgTable(
  'route_locks',
  {
    id: id(),
    route: text().notNull(),
    method: text({ enum: ['GET', 'POST', 'PUT', 'DELETE'] })
      .notNull()
      .default('GET'),
    blockedForRoles: text({ enum: ['user', 'guest'] })
      .array()
      .notNull(),
    reason: text(),
    until: timestamp({ withTimezone: true }),
    isPrefix: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('route_locks_method_idx').on(t.method)],
);
