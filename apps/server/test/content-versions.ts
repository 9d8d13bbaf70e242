import { type ContentTopic, type ContentVersions, contentTopics } from '../src/db/content-versions.ts';

/** A stand-in for a process's counts of announced changes (db/content-versions.ts), moved by the test. */
export function fakeContentVersions() {
  const counts = Object.fromEntries(contentTopics.map((topic) => [topic, 0])) as Record<ContentTopic, number>;
  const stockListeners = new Set<(productIds: string[]) => void>();
  return {
    move: (topic: ContentTopic) => {
      counts[topic] += 1;
    },
    /** A change of these products' stock only, as the database announces it. */
    moveStock: (productIds: string[]) => {
      counts.stock += 1;
      for (const listener of stockListeners) listener(productIds);
    },
    onStockChange: (listener: (productIds: string[]) => void) => {
      stockListeners.add(listener);
      return () => stockListeners.delete(listener);
    },
    now: (): ContentVersions => ({ ...counts }),
    unchangedSince: (then: ContentVersions, topics: Iterable<ContentTopic>) =>
      [...topics].every((topic) => counts[topic] === then[topic]),
  };
}
