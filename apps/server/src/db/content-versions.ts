import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './types.ts';

/** The channel on which the database announces changes to what is kept in memory (migrations 0031, 0039–0044). */
export const CONTENT_CHANNEL = 'content_changed';

/**
 * What public content a change touches, as the tables' triggers name it: the catalogue (products,
 * their photos and prices), the stock of products (a change that moved nothing else of them,
 * migration 0036), the blog (posts, comments, likes and the names under them), the site (legal
 * pages, the seller's settings, shipping methods), shared fuel plans, and route locks; and, for
 * the admin's orders list, the sales (orders, their lines, status changes, invoices, refunds and
 * withdrawals, the daily rollup; migrations 0039 and 0040) and which orders its filters select
 * (orders and lines that come or go, the values the filters other than the status read; migration
 * 0044); for the admin's dashboard, the sales figures (the daily rollup, the refunds, and what
 * makes an order 'refunded'; migration 0043); for the admin's users list, the accounts (users and
 * their addresses; migration 0041); and, for the visit summary, the visits' daily rollup (migration
 * 0042; a view itself announces nothing).
 */
export const contentTopics = [
  'catalogue',
  'stock',
  'blog',
  'site',
  'plans',
  'locks',
  'sales',
  'order-selection',
  'figures',
  'accounts',
  'visits',
] as const;
export type ContentTopic = (typeof contentTopics)[number];

const isTopic = (value: string): value is ContentTopic =>
  (contentTopics as readonly string[]).includes(value);

/** A change of stock only, with the products' ids: `stock:<id>,<id>` (decision 078). */
const STOCK_PREFIX = 'stock:';
/** A process's own mark on the channel (see `settle`): `sync:<process>:<count>`, no topic. */
const SYNC_PREFIX = 'sync:';
/** How long `settle` waits for its mark before it counts every topic as changed. */
const SETTLE_TIMEOUT_MS = 2_000;

/** The count of each topic's announced changes at one moment. */
export type ContentVersions = Readonly<Record<ContentTopic, number>>;

/**
 * This process's count of the changes announced per topic of public content (decision 072). What
 * is kept in memory for a topic is current while the topic's count has not moved since it was
 * read: no request asks the database. While the listening connection is lost nothing counts as
 * unchanged (a change may go unheard), and once it is back every topic has moved.
 */
export function createContentVersions(database: DatabaseHandle) {
  const versions: Record<ContentTopic, number> = Object.fromEntries(
    contentTopics.map((topic) => [topic, 0]),
  ) as Record<ContentTopic, number>;
  const moveAll = () => {
    for (const topic of contentTopics) versions[topic] += 1;
  };
  let unlisten: (() => Promise<void>) | undefined;
  // While the listening connection is away nothing is heard: nothing counts as unchanged.
  let hearing = false;
  const processMark = `${SYNC_PREFIX}${randomUUID()}:`;
  let marks = 0;
  const awaitedMarks = new Map<string, () => void>();
  const stockListeners = new Set<(productIds: string[]) => void>();

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(
        CONTENT_CHANNEL,
        (payload) => {
          if (isTopic(payload)) versions[payload] += 1;
          else if (payload.startsWith(STOCK_PREFIX)) {
            // The count moves and the ids are handed over in one step: whoever reads the counts
            // after this has been told every product whose stock moved before.
            versions.stock += 1;
            const productIds = payload.slice(STOCK_PREFIX.length).split(',');
            for (const listener of stockListeners) listener(productIds);
          }
          // Another process's mark, or one given up waiting for, changes nothing.
          else if (payload.startsWith(SYNC_PREFIX)) awaitedMarks.get(payload)?.();
          else moveAll();
        },
        () => {
          hearing = true;
          moveAll();
        },
        () => {
          hearing = false;
          moveAll();
        },
      );
      hearing = true;
    },

    async stop(): Promise<void> {
      hearing = false;
      await unlisten?.();
      unlisten = undefined;
    },

    /**
     * Resolves once every change committed before the call has been heard, so what this process
     * answers next shows it (a write's answer waits for it: the writer reads its own write). The
     * database delivers announcements in the order their transactions committed: the process sends
     * a mark of its own and waits until it comes back. A mark not heard in time, or not sent,
     * counts every topic as changed.
     */
    async settle(): Promise<void> {
      if (!hearing) return;
      marks += 1;
      const mark = `${processMark}${marks}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        awaitedMarks.set(mark, () => resolve(true));
        timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${mark})`);
        if (!(await heard)) moveAll();
      } catch {
        moveAll();
      } finally {
        clearTimeout(timer);
        awaitedMarks.delete(mark);
      }
    },

    /**
     * Calls `listener` with the ids of the products of each change of stock only, as it is heard
     * (the `stock` count moves at the same moment). A change heard as a move of every topic (the
     * listening connection lost, a mark not heard) moves `catalogue` too and names no product.
     */
    onStockChange(listener: (productIds: string[]) => void): () => void {
      stockListeners.add(listener);
      return () => stockListeners.delete(listener);
    },

    /** The counts now, to compare later with `unchangedSince`. */
    now(): ContentVersions {
      return { ...versions };
    },

    /** Whether none of `topics` has changed since `then` was read (never while not listening). */
    unchangedSince(then: ContentVersions, topics: Iterable<ContentTopic>): boolean {
      if (!hearing) return false;
      for (const topic of topics) if (versions[topic] !== then[topic]) return false;
      return true;
    },
  };
}

export type ContentVersionsService = ReturnType<typeof createContentVersions>;
