import type { Notification } from '@shop/shared/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { refreshSession } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { readSession } from '../../../lib/auth-storage.ts';
import { parseNotification, readNotificationStream } from '../api/notification-stream.ts';
import { notificationKeys } from '../api/notifications-api.ts';

/** Whether a live stream is open: while it is, nothing polls. */
let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}
export function useNotificationStreamConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** After a 429 (too many tabs) the stream is left to the others for a while; polling covers it. */
const TOO_MANY_RETRY_MS = 5 * 60_000;

/**
 * Keeps the logged-in user's notifications live: a new one goes to the top of the cached list
 * (once, whatever reconnects send), and an unread count that differs from the list fetches the
 * list again (read or deleted in another tab). Reconnects resume from the last event id, with a
 * refreshed token when the old one expired. While no stream is open, the one-minute poll runs.
 */
export function useNotificationStream(): void {
  const { isLoggedIn } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isLoggedIn) return;
    const controller = new AbortController();
    let lastEventId: string | undefined;
    let failures = 0;

    const onEvent = ({ id, event, data }: { id?: string; event: string; data: string }) => {
      setConnected(true);
      failures = 0;
      if (id) lastEventId = id;
      if (event === 'notification') {
        const notification = parseNotification(data);
        if (!notification) return;
        queryClient.setQueryData<Notification[]>(notificationKeys.mine(), (list = []) =>
          list.some((item) => item._id === notification._id) ? list : [notification, ...list],
        );
      } else if (event === 'unread') {
        const unread = (JSON.parse(data) as { unread?: number }).unread;
        const list = queryClient.getQueryData<Notification[]>(notificationKeys.mine());
        const shown = list?.filter((item) => !item.isRead).length;
        if (shown !== unread) void queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
      }
    };

    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        controller.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });

    void (async () => {
      while (!controller.signal.aborted) {
        const token = readSession()?.token;
        if (!token) return;
        const outcome = await readNotificationStream(token, lastEventId, onEvent, controller.signal);
        setConnected(false);
        if (controller.signal.aborted) return;
        if (outcome === 'unauthorized') {
          try {
            await refreshSession(token);
            continue;
          } catch {
            return; // The session is over; logging out ends this effect.
          }
        }
        if (outcome === 'too-many') {
          await wait(TOO_MANY_RETRY_MS);
          continue;
        }
        // 'ended' (the token ran out on the server, or a restart) reconnects at once the first time.
        await wait(
          outcome === 'ended' && failures === 0 ? 0 : RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!,
        );
        failures += 1;
      }
    })();

    return () => {
      controller.abort();
      setConnected(false);
    };
  }, [isLoggedIn, queryClient]);
}
