import { isTransactionConflict } from '../lib/db-errors.ts';

export interface ConflictRetryPolicy {
  /** How many times the work runs at most (the first run included). */
  attempts: number;
  /** The pause before retry number `retry` (1, 2, …), in milliseconds. */
  delayMs: (retry: number) => number;
}

/**
 * Three runs at most, a short pause before each retry that grows and is spread at random, so the
 * transactions that met each other do not meet again at the same moment.
 */
export const defaultConflictRetryPolicy: ConflictRetryPolicy = {
  attempts: 3,
  delayMs: (retry) => Math.round(retry * 20 * (0.5 + Math.random())),
};

/**
 * Runs a whole transaction again when PostgreSQL broke it off for a deadlock (40P01) or a
 * serialization failure (40001): nothing of it was kept, so running it again is safe, as long as
 * the work does nothing but database work. Any other error, and the last conflict, are thrown.
 */
export async function retryOnConflict<T>(
  work: () => Promise<T>,
  policy: ConflictRetryPolicy = defaultConflictRetryPolicy,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= policy.attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, policy.delayMs(attempt)));
    }
  }
}
