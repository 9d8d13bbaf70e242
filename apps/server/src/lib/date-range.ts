export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The exclusive upper bound of a list's 'to' filter: a plain date (midnight UTC, as the date
 * inputs send it) includes its whole day; a moment with a time includes that moment.
 */
export function endOfRange(to: Date): Date {
  const isPlainDate =
    to.getUTCHours() === 0 &&
    to.getUTCMinutes() === 0 &&
    to.getUTCSeconds() === 0 &&
    to.getUTCMilliseconds() === 0;
  return new Date(to.getTime() + (isPlainDate ? DAY_MS : 1));
}
