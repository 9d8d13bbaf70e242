import { notificationStreamEvents } from '@shop/shared/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/types.ts';
import { NOTIFICATIONS_CHANNEL, parseWakeup, type Wakeup } from './live-channel.ts';
import { toNotification } from './notifications.mapper.ts';
import * as repository from './notifications.repository.ts';
import { createStreamSlots, STREAM_SLOT_REFRESH_MS } from './stream-slots.ts';

/** How many ids a stream remembers having sent: what a look back finds again is not sent twice. */
const REMEMBERED_IDS = 500;

export interface StreamConnection {
  /** Writes one server-sent event (or comment) as text. */
  write(chunk: string): void;
  /** Ends the response. */
  end(): void;
}

/** Who a stream is for: the user, their login (session) and the client (see `clientKey`). */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  client: string;
}

interface Stream extends StreamOwner {
  connection: StreamConnection;
  /** Its place under the caps, counted across processes (decision 070). */
  slot: string;
  /** Every notification after this sequence number that is not in `sent` is still to send. */
  afterSeq: number;
  sent: Set<string>;
  /** Deliveries run one after another per stream, in the order the wakeups came. */
  queue: Promise<void>;
  closed: boolean;
}

const event = (name: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open notification streams of this process, capped per user and per client address across
 * every process (decision 070). A wakeup on the database channel (from this
 * process or any other on the same PostgreSQL; on PGlite this process's own) makes each affected
 * stream read what is new for its user and send it, with the unread count.
 */
export function createNotificationHub({
  db,
  database,
  log,
  maxStreamsPerUser = 5,
  maxStreamsPerClient = 20,
}: {
  db: Database;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  maxStreamsPerUser?: number;
  /** Per client address: one client with many accounts cannot hold many more streams open. */
  maxStreamsPerClient?: number;
}) {
  const streams = new Map<string, Set<Stream>>();
  const slots = createStreamSlots(db, { perUser: maxStreamsPerUser, perClient: maxStreamsPerClient });
  let refresher: ReturnType<typeof setInterval> | undefined;
  /** Streams refused since start, by the cap they hit (for the metrics). */
  const refused = { user: 0, client: 0 };
  let unlisten: (() => Promise<void>) | undefined;

  async function deliver(stream: Stream): Promise<void> {
    if (stream.closed) return;
    const rows = await repository.notificationsSince(db, stream.userId, stream.afterSeq);
    for (const row of rows) {
      if (stream.sent.has(row.id)) continue;
      stream.sent.add(row.id);
      if (stream.sent.size > REMEMBERED_IDS) stream.sent.delete(stream.sent.values().next().value!);
      stream.connection.write(event(notificationStreamEvents.notification, toNotification(row), row.seq));
    }
    // A row committed after a higher-numbered one is still found: the query looks a minute back.
    const newest = rows.at(-1)?.seq;
    if (newest !== undefined && newest > stream.afterSeq) stream.afterSeq = newest;
    stream.connection.write(
      event(notificationStreamEvents.unread, { unread: await repository.unreadCount(db, stream.userId) }),
    );
  }

  function schedule(stream: Stream) {
    stream.queue = stream.queue
      .then(() => deliver(stream))
      .catch((error) =>
        log.warn({ err: error, userId: stream.userId }, 'notification stream delivery failed'),
      );
  }

  function wake(wakeup: Wakeup) {
    if ('everyone' in wakeup) {
      for (const userStreams of streams.values()) for (const stream of userStreams) schedule(stream);
      return;
    }
    for (const stream of streams.get(wakeup.userId) ?? []) schedule(stream);
  }

  function release(slot: string): Promise<void> {
    return slots
      .release(slot)
      .catch((error) => log.warn({ err: error }, 'notification stream slot not freed'));
  }

  function close(stream: Stream): Promise<void> {
    if (stream.closed) return Promise.resolve();
    stream.closed = true;
    const userStreams = streams.get(stream.userId);
    userStreams?.delete(stream);
    if (userStreams?.size === 0) streams.delete(stream.userId);
    stream.connection.end();
    return release(stream.slot);
  }

  const allStreams = () => [...streams.values()].flatMap((userStreams) => [...userStreams]);

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(
        NOTIFICATIONS_CHANNEL,
        (payload) => {
          const wakeup = parseWakeup(payload);
          if (wakeup) wake(wakeup);
        },
        // Wakeups sent while the listening connection was down are lost: every stream catches up.
        () => wake({ everyone: true }),
      );
      refresher = setInterval(() => {
        slots
          .refresh(allStreams().map((stream) => stream.slot))
          .catch((error) => log.warn({ err: error }, 'notification stream slots not refreshed'));
      }, STREAM_SLOT_REFRESH_MS);
      refresher.unref();
    },

    /**
     * Opens a stream for the user: first what came after `lastEventId` (a reconnect) and the
     * unread count, then every change as it happens. `user` or `client` when that one has too
     * many open (nothing is opened).
     */
    async open(
      owner: StreamOwner,
      connection: StreamConnection,
      lastEventId?: number,
    ): Promise<{ close: () => void } | { tooMany: 'user' | 'client' }> {
      const { userId, client } = owner;
      const taken = await slots.take(userId, client);
      if ('tooMany' in taken) {
        refused[taken.tooMany] += 1;
        return taken;
      }
      let stream: Stream;
      try {
        const afterSeq = lastEventId ?? (await repository.latestSeq(db, userId));
        // What the look back finds up to `afterSeq` the browser has (or, new, need not be shown).
        const seen = (await repository.notificationsSince(db, userId, afterSeq)).filter(
          (row) => row.seq <= afterSeq,
        );
        stream = {
          ...owner,
          connection,
          slot: taken.slot,
          afterSeq,
          sent: new Set(seen.map((row) => row.id)),
          queue: Promise.resolve(),
          closed: false,
        };
      } catch (error) {
        await release(taken.slot);
        throw error;
      }
      const userStreams = streams.get(userId) ?? new Set<Stream>();
      userStreams.add(stream);
      streams.set(userId, userStreams);
      schedule(stream);
      return { close: () => close(stream) };
    },

    /** Ends one user's streams (their account is gone or changed). */
    closeUser(userId: string) {
      for (const stream of [...(streams.get(userId) ?? [])]) void close(stream);
    },

    /** Ends the streams of one login (logout): the user's other logins keep theirs. */
    closeSession(sessionId: string) {
      for (const userStreams of [...streams.values()])
        for (const stream of [...userStreams]) if (stream.sessionId === sessionId) void close(stream);
    },

    /**
     * Ends every stream whose owner `ended` says is gone (after a change to any account or
     * session: a wipe, or a lost listening connection that may have missed announcements).
     */
    async closeWhere(ended: (owner: StreamOwner) => Promise<boolean>): Promise<void> {
      for (const userStreams of [...streams.values()])
        for (const stream of [...userStreams]) {
          try {
            if (!stream.closed && (await ended(stream))) await close(stream);
          } catch (error) {
            log.warn({ err: error, userId: stream.userId }, 'could not check a notification stream');
          }
        }
    },

    /** Streams refused since start because the user, or the client address, had too many open. */
    get refusedStreams(): Readonly<typeof refused> {
      return refused;
    },

    get openStreams(): number {
      let count = 0;
      for (const userStreams of streams.values()) count += userStreams.size;
      return count;
    },

    /** Shutdown: every stream ends (browsers reconnect to another process), the channel is left. */
    async stop(): Promise<void> {
      clearInterval(refresher);
      await Promise.all(allStreams().map(close));
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
