import type { DatabaseHandle } from './types.ts';

/** The channel on which the database announces changes to public content (migration 0031). */
export const CONTENT_CHANNEL = 'content_changed';

/**
 * What public content a change touches, as the tables' triggers name it: the catalogue (products,
 * their photos, prices and stock), the blog (posts, comments, likes and the names under them), the
 * site (legal pages, the seller's settings, shipping methods), shared fuel plans, and route locks.
 */
export const contentTopics = ['catalogue', 'blog', 'site', 'plans', 'locks'] as const;
export type ContentTopic = (typeof contentTopics)[number];

const isTopic = (value: string): value is ContentTopic =>
  (contentTopics as readonly string[]).includes(value);

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

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(
        CONTENT_CHANNEL,
        (payload) => {
          if (isTopic(payload)) versions[payload] += 1;
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
