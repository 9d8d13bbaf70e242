import type { ContentTopic, ContentVersions, ContentVersionsService } from './content-versions.ts';

/** Every object a content cache holds: the same object until what it shows changes. */
const keptValues = new WeakSet<object>();

/** Whether `value` is held by a content cache (so its serialized bytes may be kept beside it). */
export const isKept = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && keptValues.has(value);

/**
 * Concurrent loads of one key share one load, but only while none of `topics` has moved since it
 * began: a reader who arrives after a change never gets a load that may show what it replaced.
 * `load` gets the counts read before it began (a value loaded while they moved is not to be kept).
 */
export function sharedLoads<T>(
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>,
  topics: readonly ContentTopic[],
) {
  const loading = new Map<string, { seen: ContentVersions; value: Promise<T> }>();
  return (key: string, load: (seen: ContentVersions) => Promise<T>): Promise<T> => {
    const pending = loading.get(key);
    if (pending && versions.unchangedSince(pending.seen, topics)) return pending.value;
    const seen = versions.now();
    const loaded = { seen, value: load(seen) };
    loading.set(key, loaded);
    void loaded.value
      .finally(() => {
        if (loading.get(key) === loaded) loading.delete(key);
      })
      .catch(() => undefined);
    return loaded.value;
  };
}

/**
 * A bounded in-memory cache of values read from public content: an entry holds while none of the
 * cache's topics has changed since it was read (content-versions.ts), so a hit asks the database
 * nothing. Concurrent reads of one key not in memory share one load, unless a topic changed after
 * it began. The least recently used entries go first when it is full.
 */
export function createContentCache<T>({
  versions,
  topics,
  maxEntries,
}: {
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>;
  topics: readonly ContentTopic[];
  maxEntries: number;
}) {
  const entries = new Map<string, { seen: ContentVersions; value: T }>();
  const share = sharedLoads<T>(versions, topics);

  async function loadAndKeep(key: string, seen: ContentVersions, load: () => Promise<T>): Promise<T> {
    const value = await load();
    if (versions.unchangedSince(seen, topics)) {
      if (typeof value === 'object' && value !== null) keptValues.add(value);
      entries.delete(key);
      entries.set(key, { seen, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return value;
  }

  return {
    /** The value at `key`: from memory while current, else loaded once for all who ask now. */
    read(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && versions.unchangedSince(entry.seen, topics)) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      if (entry) entries.delete(key);
      return share(key, (seen) => loadAndKeep(key, seen, load));
    },
  };
}
