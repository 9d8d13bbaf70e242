import { describe, expect, it } from 'vitest';
import { type ConflictRetryPolicy, defaultConflictRetryPolicy, retryOnConflict } from './conflict-retry.ts';

/** A driver error with its SQLSTATE, wrapped as Drizzle wraps it. */
const failure = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });

const noPause: ConflictRetryPolicy = { attempts: 3, delayMs: () => 0 };

/** Work that fails with the given errors in turn, then answers 'klaar'; counts its runs. */
function work(...errors: Error[]) {
  let runs = 0;
  return {
    run: async () => {
      runs += 1;
      const error = errors[runs - 1];
      if (error) throw error;
      return 'klaar';
    },
    runs: () => runs,
  };
}

describe('retryOnConflict', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const flaky = work(failure('40P01'), failure('40001'));
    await expect(retryOnConflict(flaky.run, noPause)).resolves.toBe('klaar');
    expect(flaky.runs()).toBe(3);
  });

  it('gives up after its attempts and throws the last conflict', async () => {
    const stuck = work(failure('40P01'), failure('40P01'), failure('40001'), failure('40P01'));
    await expect(retryOnConflict(stuck.run, noPause)).rejects.toThrow('Failed query');
    expect(stuck.runs()).toBe(3);
  });

  it('never runs again after any other error', async () => {
    const broken = work(failure('23505'));
    await expect(retryOnConflict(broken.run, noPause)).rejects.toThrow('Failed query');
    expect(broken.runs()).toBe(1);
    const plain = work(new Error('iets anders'));
    await expect(retryOnConflict(plain.run, noPause)).rejects.toThrow('iets anders');
    expect(plain.runs()).toBe(1);
  });

  it('waits a short, growing, spread pause before each retry', () => {
    expect(defaultConflictRetryPolicy.attempts).toBe(3);
    for (let sample = 0; sample < 50; sample += 1) {
      const first = defaultConflictRetryPolicy.delayMs(1);
      const second = defaultConflictRetryPolicy.delayMs(2);
      expect(first).toBeGreaterThanOrEqual(10);
      expect(first).toBeLessThanOrEqual(30);
      expect(second).toBeGreaterThanOrEqual(20);
      expect(second).toBeLessThanOrEqual(60);
    }
  });
});
