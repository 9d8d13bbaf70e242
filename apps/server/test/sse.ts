/** One server-sent event as the stream sent it. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  /** Every event received so far (comments and the retry line left out). */
  events: StreamEvent[];
  /** The answer's body when it was not a stream (status other than 200). */
  body?: string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as an event stream with fetch (headers are what a browser's stream client sends)
 * and collects its events as they arrive.
 */
export async function readEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          events.push({
            ...(fields.has('id') ? { id: fields.get('id') } : {}),
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data')!),
          });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const body = response.status === 200 ? undefined : await response.text();
  return { status: response.status, events, ended, body, close: () => controller.abort() };
}
