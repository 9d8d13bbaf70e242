/**
 * A bounded in-memory cache whose entries are valid only for the data version they were computed
 * at. Least recently used entries go first when it is full.
 */
export function createVersionedCache<T>(maxEntries: number) {
  const entries = new Map<string, { version: string; value: T }>();
  return {
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, version: string, value: T): void {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
