import type { Notification } from '@shop/shared/notification';
import { API_BASE } from '../../../lib/api-client.ts';

/** One server-sent event. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** Splits a text/event-stream body into events as its chunks arrive. */
export function createEventParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent({ ...(id === undefined ? {} : { id }), event, data: data.join('\n') });
    }
  };
}

export type StreamOutcome = 'ended' | 'unauthorized' | 'too-many' | 'failed';

/**
 * GET /notifications/stream with the token: calls `onEvent` for each event until the stream ends
 * or `signal` aborts; resolves how it ended (a 401 asks for a fresh token, a 429 for polling).
 */
export async function readNotificationStream(
  token: string,
  lastEventId: string | undefined,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<StreamOutcome> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/notifications/stream`, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal,
    });
  } catch {
    return 'failed';
  }
  if (response.status === 401) return 'unauthorized';
  if (response.status === 429) return 'too-many';
  if (!response.ok || !response.body) return 'failed';
  const parse = createEventParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      parse(value);
    }
  } catch {
    return signal.aborted ? 'ended' : 'failed';
  }
}

/** A notification event's data; only its shape is checked (no zod on every page). */
export function parseNotification(data: string): Notification | undefined {
  try {
    const value = JSON.parse(data) as Partial<Notification>;
    return typeof value._id === 'string' && typeof value.createdAt === 'string'
      ? (value as Notification)
      : undefined;
  } catch {
    return undefined;
  }
}
