import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from './types.ts';

/** The payload that announces a change to every key at once (a wipe). */
const EVERY_KEY = '*';

/**
 * A short-lived cache in memory of something every request reads (an account, a session), kept
 * current across server processes: a change is announced on a database channel in the
 * transaction that makes it (delivered on commit) and drops the key from every process's cache,
 * so the next read sees it at once. Listeners hear each dropped key, `null` for "any key" (an
 * announcement for all, or a lost listening connection that may have missed some).
 */
export function createAnnouncedCache<T>({
  database,
  channel,
  load,
  ttlMs = 60_000,
  maxEntries = 10_000,
}: {
  database: DatabaseHandle;
  channel: string;
  load: (key: string) => Promise<T>;
  ttlMs?: number;
  maxEntries?: number;
}) {
  const cache = new Map<string, { value: T; until: number }>();
  const listeners = new Set<(key: string | null) => void>();
  let unlisten: (() => Promise<void>) | undefined;

  const forget = (key: string | null) => {
    if (key === null) cache.clear();
    else cache.delete(key);
    for (const listener of listeners) listener(key);
  };

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(
        channel,
        (payload) => forget(payload === EVERY_KEY ? null : payload),
        () => forget(null),
      );
    },

    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = undefined;
    },

    /** The value, from memory while it is fresh and no change was announced. */
    async get(key: string): Promise<T> {
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.value;
      const value = await load(key);
      if (cache.size >= maxEntries) cache.clear();
      cache.set(key, { value, until: Date.now() + ttlMs });
      return value;
    },

    /** The value read now, past the cache (and kept for the next reads). */
    async fresh(key: string): Promise<T> {
      cache.delete(key);
      return this.get(key);
    },

    /** In the transaction that changes the key's value (`null`: every key's). */
    async announce(tx: Queryable, key: string | null): Promise<void> {
      if (key === null) cache.clear();
      else cache.delete(key);
      await tx.execute(sql`select pg_notify(${channel}, ${key ?? EVERY_KEY})`);
    },

    /** Called with each key whose value changed, or `null` when any may have. */
    onChange(listener: (key: string | null) => void): void {
      listeners.add(listener);
    },
  };
}
