import {
  deviceClassOf,
  MAX_VISIT_MS,
  type trackVisitSchema,
  type Visit,
  type VisitQuery,
  type VisitSummary,
} from '@shop/shared/analytics';
import type { Paged } from '@shop/shared/api';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/types.ts';
import { DAY_MS } from '../../lib/date-range.ts';
import { toVisit } from './analytics.mapper.ts';
import * as repository from './analytics.repository.ts';

/** Page views: recorded as visitors leave pages, read back by admins as a table and a summary. */
export function createAnalyticsService(db: Database) {
  return {
    /** One page view; the visitor is whoever the token says, never what the body claims. */
    async track(visit: z.output<typeof trackVisitSchema>, userId: string | null): Promise<void> {
      const durationMs = Math.min(visit.endedAt.getTime() - visit.startedAt.getTime(), MAX_VISIT_MS);
      const record = {
        path: visit.path,
        referrer: visit.referrer,
        device: visit.device,
        deviceClass: deviceClassOf(visit.device),
        browser: visit.browser,
        userId,
        startedAt: visit.startedAt,
        endedAt: new Date(visit.startedAt.getTime() + durationMs),
        durationMs,
      };
      await db.transaction((tx) => repository.recordVisit(tx, record));
    },

    /**
     * Rolls every whole UTC day before `now`'s into the daily rollup the summary reads; a later
     * run takes up where this one stopped. Returns the rollup rows written.
     */
    rollUp: async (now = new Date()): Promise<number> => {
      const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
      // Most hourly runs find today's start already reached: no transaction, no lock.
      const reached = await repository.rolledUntil(db);
      if (reached && reached >= today) return 0;
      return db.transaction((tx) => repository.rollUpVisits(tx, today));
    },

    /** Every page view and the rollup with them (the admin's wipe), in the caller's transaction. */
    removeAll: (tx: Transaction): Promise<number> => repository.deleteVisits(tx),

    async visits(query: VisitQuery): Promise<Paged<Visit>> {
      const { page, limit, ...filters } = query;
      const rows = await repository.pageOfVisits(db, filters, { page, limit });
      return { ...rows, data: rows.data.map(toVisit) };
    },

    summary: (query: VisitQuery): Promise<VisitSummary> => {
      const { page: _page, limit: _limit, ...filters } = query;
      return repository.summarise(db, filters);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
