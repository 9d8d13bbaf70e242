/** Thrown by a keyed queue's `run` when the task waited its longest for a turn and never got one. */
export class QueueWaitTimeout extends Error {
  constructor() {
    super('waited too long for a turn');
  }
}

/**
 * Runs tasks per key with at most `concurrency` of one key at once; the others wait in memory, in
 * the order they came, at most `maxWaitMs` each (then `run` rejects with a QueueWaitTimeout and
 * the task never runs). Different keys never wait for each other.
 */
export function createKeyedQueue({ concurrency, maxWaitMs }: { concurrency: number; maxWaitMs: number }) {
  const lanes = new Map<string, { running: number; waiting: (() => void)[] }>();

  function turn(key: string): Promise<void> {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(key, lane);
    }
    if (lane.running < concurrency) {
      lane.running += 1;
      return Promise.resolve();
    }
    const { waiting } = lane;
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(new QueueWaitTimeout());
      }, maxWaitMs);
      waiting.push(take);
    });
  }

  function done(key: string) {
    const lane = lanes.get(key)!;
    const next = lane.waiting.shift();
    // The finished task's place goes straight to the next one waiting.
    if (next) next();
    else if (--lane.running === 0) lanes.delete(key);
  }

  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      await turn(key);
      try {
        return await task();
      } finally {
        done(key);
      }
    },
    /** How many keys have a task running or waiting (for tests). */
    get size() {
      return lanes.size;
    },
  };
}
