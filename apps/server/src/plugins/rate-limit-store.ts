import { lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema/rate-limits.ts';
import type { Database } from '../db/types.ts';

/** How a store answers @fastify/rate-limit: the count of the window and what is left of it. */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the library hands a route's store: the route it counts for among the options. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Every this many counted requests, a process deletes the windows that ended. */
const SWEEP_EVERY = 500;

/**
 * The per-address limits' counters in PostgreSQL (decision 066), for several processes on one
 * database without Redis: each request is one upsert that starts a new window when the last one
 * ended and counts on otherwise, so every process sees the same count. A route's counters are
 * apart from another's (the key starts with its method and path), as in the library's own stores.
 */
export function postgresRateLimitStore(db: Database) {
  let counted = 0;

  class PostgresRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'rate-limit-',
    ) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      const id = this.prefix + key;
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      db.insert(rateLimitHits)
        .values({ key: id, hits: 1, expiresAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${rateLimitHits.expiresAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
            expiresAt: sql`case when ${rateLimitHits.expiresAt} <= now() then now() + ${window} else ${rateLimitHits.expiresAt} end`,
          },
        })
        .returning({
          hits: rateLimitHits.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000))::integer`,
        })
        .then(
          ([row]) => answer(null, { current: row!.hits, ttl: row!.ttl }),
          (error: Error) => answer(error),
        );
      counted += 1;
      if (counted % SWEEP_EVERY === 0) {
        void db
          .delete(rateLimitHits)
          .where(lt(rateLimitHits.expiresAt, sql`now()`))
          .catch(() => undefined);
      }
    }

    child(params: object): PostgresRateLimitStore {
      const route = (params as RouteParams).routeInfo ?? {};
      return new PostgresRateLimitStore(
        params,
        `${this.prefix}${String(route.method ?? '')}${route.url ?? ''}-`,
      );
    }
  }

  return PostgresRateLimitStore;
}
