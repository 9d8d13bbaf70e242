import { describe, expect, it } from 'vitest';
import { createKeyedQueue, QueueWaitTimeout } from './keyed-queue.ts';

/** A task that runs until `finish` is called; records when it started. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

/** One turn of the event loop (no time passes): every promise the last step settled has run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createKeyedQueue', () => {
  it('runs at most `concurrency` tasks of one key at once, the others in the order they came', async () => {
    const queue = createKeyedQueue({ concurrency: 2, maxWaitMs: 1000 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => task(log, name));
    const results = tasks.map((one) => queue.run('sanne', one.run));
    await tick();
    expect(log).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toBe(0);
  });

  it('never lets one key wait for another', async () => {
    const queue = createKeyedQueue({ concurrency: 1, maxWaitMs: 1000 });
    const log: string[] = [];
    const busy = task(log, 'sanne');
    const other = task(log, 'joris');
    const first = queue.run('sanne', busy.run);
    const second = queue.run('joris', other.run);
    await tick();
    expect(log).toEqual(['sanne', 'joris']);
    other.finish();
    await expect(second).resolves.toBe('joris');
    busy.finish();
    await first;
  });

  it('gives a task up when it waited its longest, without ever running it', async () => {
    const queue = createKeyedQueue({ concurrency: 1, maxWaitMs: 20 });
    const log: string[] = [];
    const slow = task(log, 'slow');
    const running = queue.run('sanne', slow.run);
    const late = queue.run('sanne', task(log, 'late').run);
    await expect(late).rejects.toBeInstanceOf(QueueWaitTimeout);
    slow.finish();
    await running;
    expect(log).toEqual(['slow']);
    expect(queue.size).toBe(0);
  });

  it('hands the place on when a task fails', async () => {
    const queue = createKeyedQueue({ concurrency: 1, maxWaitMs: 1000 });
    const failing = queue.run('sanne', async () => {
      throw new Error('mislukt');
    });
    const next = queue.run('sanne', async () => 'volgende');
    await expect(failing).rejects.toThrow('mislukt');
    await expect(next).resolves.toBe('volgende');
    expect(queue.size).toBe(0);
  });
});
