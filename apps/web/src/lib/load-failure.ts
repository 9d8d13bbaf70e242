import { ApiError } from './api-client.ts';
import { commonMessages } from './messages.ts';

/** A route lock answered: the lock's reason is the message (decision 037). */
export function isLocked(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 423;
}

/**
 * What a screen says when its data could not be loaded (decision 037): a route lock's reason, a
 * wait or an outage in the server's own words, "the shop is unreachable" when no answer came at
 * all, otherwise the screen's own `fallback`. Never an empty state: a failed load is not empty.
 */
export function loadFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return [423, 429, 503].includes(error.status) ? error.message : fallback;
  return commonMessages.unreachable;
}
