import {
  type LockableRole,
  lockBlocks,
  type RouteLock,
  type routeLockInputSchema,
  routeLockMessages,
} from '@shop/shared/route-lock';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, DatabaseHandle, Transaction } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toRouteLock } from './route-locks.mapper.ts';
import * as repository from './route-locks.repository.ts';

/** The channel on which a change to the locks reaches every server process. */
const ROUTE_LOCKS_CHANNEL = 'shop_route_locks';
/** Belt and braces: the cache is read again this often even when no change was announced. */
const RELOAD_MS = 60_000;

/**
 * Route locks: admins block API calls for users or guests for a while. Every request is checked
 * against a cache in memory, never the database; a change is announced on a database channel in
 * its own transaction, and every process (this one included) reloads its cache when it hears it.
 */
export function createRouteLocksService({
  db,
  database,
  log,
}: {
  db: Database;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}) {
  let cache: repository.RouteLockRow[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function reload() {
    try {
      cache = await repository.activeLocks(db);
    } catch (error) {
      log.error({ err: error }, 'route locks could not be reloaded; the previous ones stay in force');
    }
  }

  const announce = (tx: Transaction) => tx.execute(sql`select pg_notify(${ROUTE_LOCKS_CHANNEL}, '')`);

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(
        ROUTE_LOCKS_CHANNEL,
        () => void reload(),
        () => void reload(),
      );
      await reload();
      timer = setInterval(() => void reload(), RELOAD_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await unlisten?.();
    },

    /** The lock blocking this call, if any (admins are never blocked; the caller checks that). */
    blocking(call: {
      method: string;
      /** The API path after `/api` as the router matched it, decoded segment by segment. */
      path: readonly string[];
      role: LockableRole;
    }): repository.RouteLockRow | undefined {
      const now = new Date();
      return cache.find((lock) => lockBlocks(lock, call, now));
    },

    list: async (): Promise<RouteLock[]> => (await repository.activeLocks(db)).map(toRouteLock),

    async create(input: z.output<typeof routeLockInputSchema>, adminId: string): Promise<RouteLock> {
      const row = await db.transaction(async (tx) => {
        const created = await repository.insertLock(tx, {
          route: input.route,
          method: input.method,
          blockedForRoles: input.blockedForRoles,
          reason: input.reason ?? null,
          until: input.until ?? null,
          isPrefix: input.isPrefix,
          createdBy: adminId,
        });
        await announce(tx);
        return created;
      });
      // This process does not wait for its own announcement to arrive.
      await reload();
      return toRouteLock(row);
    },

    /** Deletes every lock (a wipe, in its transaction); every process reloads when it commits. */
    async removeAll(tx: Transaction): Promise<number> {
      const count = await repository.deleteAll(tx);
      await announce(tx);
      // After the commit this process reloads too, through its own channel.
      return count;
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repository.deleteLock(tx, id))) throw notFound(routeLockMessages.notFound);
        await announce(tx);
      });
      await reload();
    },
  };
}

export type RouteLocksService = ReturnType<typeof createRouteLocksService>;
