import { deviceClasses } from '@shop/shared/analytics';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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
    deviceClass: text({ enum: deviceClasses }).notNull().default('desktop'),
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

const rollupCounts = {
  visits: integer().notNull(),
  totalDurationMs: bigint({ mode: 'number' }).notNull(),
};

/**
 * The daily rollup of page views, for the days before the rollup's watermark (`app_meta` key
 * `page_visits_rolled_until`: every view that started before it is counted here, none after).
 * One row per UTC day, path, device class and browser: the charts of a path filter read it.
 */
export const pageVisitDays = pgTable(
  'page_visit_days',
  {
    day: date({ mode: 'string' }).notNull(),
    path: text().notNull(),
    deviceClass: text({ enum: deviceClasses }).notNull(),
    browser: text().notNull(),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.deviceClass, t.browser] })],
);

/**
 * The same views per path over every rolled-up day: the ten most visited pages of all time (the
 * summary without dates) read a row per path instead of summing a row per day, path and client.
 */
export const pageVisitPaths = pgTable('page_visit_paths', {
  path: text().primaryKey(),
  ...rollupCounts,
});

/** The same days without the path: a few rows a day, for the charts of every period. */
export const pageVisitDayClients = pgTable(
  'page_visit_day_clients',
  {
    day: date({ mode: 'string' }).notNull(),
    deviceClass: text({ enum: deviceClasses }).notNull(),
    browser: text().notNull(),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.day, t.deviceClass, t.browser] })],
);
