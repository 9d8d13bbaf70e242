import type { FuelPlanResponse } from '@shop/shared/fuel-plan/api';
import { checkInOutcomes, type FuelPlanRequest } from '@shop/shared/fuel-plan/input';
import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const checkInOutcomeEnum = pgEnum('check_in_outcome', checkInOutcomes);

/**
 * A runner's saved fuel plans (decision 062): the answers, and the plan as computed when saved, so
 * the plan reads the same later even when the products change. The share token is the only way to
 * read a plan without being its owner.
 */
export const savedFuelPlans = pgTable(
  'saved_fuel_plans',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    request: jsonb().$type<FuelPlanRequest>().notNull(),
    result: jsonb().$type<FuelPlanResponse>().notNull(),
    shareToken: text().notNull().unique(),
    /** How the race went, told afterwards; the next plan's targets follow it. */
    checkIn: checkInOutcomeEnum(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_fuel_plans_user_idx').on(t.userId, t.createdAt)],
);
