/**
 * Shares one call of `read` among callers who ask at the same time, without ever answering a
 * caller with a call that started before it asked: whoever asks while a call runs waits for the
 * next one, which all of them share. So at most one call runs and one waits, however many
 * callers there are, and every answer is at least as fresh as the moment it was asked for.
 */
export function coalesceFresh<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;

  function start(): Promise<T> {
    const call: Promise<T> = read().finally(() => {
      if (running === call) running = undefined;
    });
    running = call;
    return call;
  }

  return () => {
    if (!running) return start();
    waiting ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        waiting = undefined;
        // A call started since the previous one ended began after every waiting caller asked.
        return running ?? start();
      });
    return waiting;
  };
}
