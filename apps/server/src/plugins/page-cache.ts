import { sharedLoads } from '../db/content-cache.ts';
import {
  type ContentTopic,
  type ContentVersions,
  type ContentVersionsService,
  contentTopics,
} from '../db/content-versions.ts';
import { type StoredBody, storeBody } from './stored-body.ts';

/**
 * A page as rendered: what it says, and which topics of content it showed (null: unknown); `shell`
 * when the browser renders it (the HTML shell is sent, kept on its own).
 */
export interface RenderedPage {
  status: number;
  html: string;
  shell?: boolean;
  retryAfterSeconds?: number;
  topics: ReadonlySet<ContentTopic> | null;
}

interface Entry {
  body: StoredBody;
  topics: ContentTopic[];
  versions: ContentVersions;
  storedAt: number;
}

/** What `page` answers: a page from memory, or one rendered now (kept when it may be). */
export type CachedAnswer =
  | { kind: 'stored'; body: StoredBody; hit: boolean }
  | { kind: 'fresh'; page: RenderedPage };

/**
 * The server-rendered pages a guest gets, kept in memory per address with their compressed bytes
 * (decision 072). A page is kept when it rendered fully (200) and every API call it made names its
 * topics; it is served until one of those topics changes (the database announces it,
 * db/content-versions.ts) or `maxAgeMs` passes (what time alone changes: "3 dagen geleden", the
 * 30 days of a struck price). Concurrent requests for a page not in memory share one rendering
 * (not one that began before any topic changed).
 * The least recently used pages go first when the pages together pass `maxBytes`.
 */
export function createPageCache({
  versions,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
}: {
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  // A page's topics are known only once it is rendered: a change of any of them counts.
  const rendering = sharedLoads<CachedAnswer>(versions, contentTopics);
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.bytes;
  };

  function current(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt >= maxAgeMs || !versions.unchangedSince(entry.versions, entry.topics)) {
      drop(key);
      return undefined;
    }
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function keep(
    key: string,
    body: StoredBody,
    topics: ContentTopic[],
    seen: ContentVersions,
    storedAt: number,
  ) {
    drop(key);
    // A page rendered while one of its topics changed may show the old content: not kept.
    if (!versions.unchangedSince(seen, topics) || body.bytes > maxBytes) return;
    entries.set(key, { body, topics, versions: seen, storedAt });
    bytes += body.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function renderAndKeep(
    key: string,
    seen: ContentVersions,
    render: () => Promise<RenderedPage>,
  ): Promise<CachedAnswer> {
    const storedAt = now();
    const page = await render();
    if (page.status !== 200 || page.retryAfterSeconds || page.shell || !page.topics)
      return { kind: 'fresh', page };
    const body = storeBody(page.html);
    keep(key, body, [...page.topics], seen, storedAt);
    return { kind: 'stored', body, hit: false };
  }

  return {
    /** The page at `key`: from memory while current, else rendered once for all who ask now. */
    async page(key: string, render: () => Promise<RenderedPage>): Promise<CachedAnswer> {
      const entry = current(key);
      if (entry) return { kind: 'stored', body: entry.body, hit: true };
      return rendering(key, (seen) => renderAndKeep(key, seen, render));
    },

    /** How many pages and bytes are in memory (for the metrics and the tests). */
    size(): { pages: number; bytes: number } {
      return { pages: entries.size, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
