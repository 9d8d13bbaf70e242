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
import { createContentCache } from '../../db/content-cache.ts';
import type { ContentVersionsService } from '../../db/content-versions.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { DAY_MS } from '../../lib/date-range.ts';
import { toVisit } from './analytics.mapper.ts';
import * as repository from './analytics.repository.ts';
import { type RolledUpVisits, withViewsAfter } from './visit-summary.ts';

/**
 * How many pages the kept rollup lists, the most visited first: enough that the views after its
 * watermark (a day's) seldom lift a page it leaves out among the ten most visited.
 */
const LISTED_PAGES = 100;
/** Sets of filters whose rollup is kept, the least recently used going first. */
const KEPT_ROLLUPS = 16;

/**
 * Rolls every whole UTC day before `now`'s into the daily rollup the summary reads; a later run
 * takes up where this one stopped. Returns the rollup rows written.
 */
export async function rollUpVisits(db: Database, now = new Date()): Promise<number> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  // Most hourly runs find today's start already reached: no transaction, no lock.
  const reached = await repository.rolledUntil(db);
  if (reached && reached >= today) return 0;
  return db.transaction((tx) => repository.rollUpVisits(tx, today));
}

/** Page views: recorded as visitors leave pages, read back by admins as a table and a summary. */
export function createAnalyticsService(
  db: Database,
  /** The announced changes: what the rollup says is kept until it moves (decision 095). */
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>,
) {
  const keptRollups = createContentCache<RolledUpVisits>({
    versions,
    topics: ['visits'],
    maxEntries: KEPT_ROLLUPS,
  });
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

    /** `rollUpVisits` on the shop's database. */
    rollUp: (now = new Date()): Promise<number> => rollUpVisits(db, now),

    /** Every page view and the rollup with them (the admin's wipe), in the caller's transaction. */
    removeAll: (tx: Transaction): Promise<number> => repository.deleteVisits(tx),

    async visits(query: VisitQuery): Promise<Paged<Visit>> {
      const { page, limit, ...filters } = query;
      const rows = await repository.pageOfVisits(db, filters, { page, limit });
      return { ...rows, data: rows.data.map(toVisit) };
    },

    /**
     * The charts' summary. For filters the rollup holds, what it says comes from memory until it
     * moves, and only the views after its watermark are read (decision 095); when those could lift
     * a page it does not list among the most visited, the summary is read whole.
     */
    async summary(query: VisitQuery): Promise<VisitSummary> {
      const { page: _page, limit: _limit, ...filters } = query;
      if (!repository.rollupAnswers(filters)) return repository.summarise(db, filters);
      const rolledUp = await keptRollups.read(JSON.stringify(filters), () =>
        repository.rolledUpVisits(db, filters, LISTED_PAGES),
      );
      const summary = withViewsAfter(rolledUp, await repository.viewsAfter(db, filters, rolledUp.mark));
      return summary ?? repository.summarise(db, filters);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
