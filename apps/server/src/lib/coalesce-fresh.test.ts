import { describe, expect, it } from 'vitest';
import { coalesceFresh } from './coalesce-fresh.ts';

/** A read whose calls are resolved by hand, answering the value current when each call started. */
function controlledRead() {
  let value = 0;
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const seen = value;
      pending.push(() => resolve(seen));
    });
  return {
    read,
    set: (next: number) => {
      value = next;
    },
    calls: () => pending.length,
    finish: async (index: number) => {
      pending[index]?.();
      // One turn of the event loop (no time passes): what the answer set going has run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('coalesceFresh', () => {
  it('lets callers who ask during a call share the next call, never the running one', async () => {
    const source = controlledRead();
    const current = coalesceFresh(source.read);

    const first = current();
    source.set(1); // a write lands after the first call started
    const second = current();
    const third = current();
    expect(source.calls()).toBe(1);

    await source.finish(0);
    expect(await first).toBe(0);
    expect(source.calls()).toBe(2); // one shared call for the two who waited

    await source.finish(1);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('starts afresh once nothing runs, and survives a failed call', async () => {
    let calls = 0;
    const current = coalesceFresh(async () => {
      calls += 1;
      if (calls === 1) throw new Error('verbinding weg');
      return calls;
    });
    await expect(current()).rejects.toThrow('verbinding weg');
    expect(await current()).toBe(2);
    expect(await current()).toBe(3);
  });
});
