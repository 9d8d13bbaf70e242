import { SHOP_TIME_ZONE } from '@shop/shared/locale';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a filter's date is a plain date (midnight UTC, as the date inputs send it) rather than a moment. */
export function isPlainDate(date: Date): boolean {
  return (
    date.getUTCHours() === 0 &&
    date.getUTCMinutes() === 0 &&
    date.getUTCSeconds() === 0 &&
    date.getUTCMilliseconds() === 0
  );
}

/**
 * The exclusive upper bound of a list's 'to' filter: a plain date (midnight UTC, as the date
 * inputs send it) includes its whole day; a moment with a time includes that moment.
 */
export function endOfRange(to: Date): Date {
  return new Date(to.getTime() + (isPlainDate(to) ? DAY_MS : 1));
}

/** A calendar day as written in a query and in SQL: '2026-03-29'. */
export type Day = string;

let shopCalendar: Intl.DateTimeFormat | undefined;

/**
 * The day a period's date names on the shop's clock (decision 038): the day it falls on in
 * Amsterdam ('2026-03-28T23:30:00Z' is 29 March there). A plain date (midnight UTC) is its own
 * day, as Amsterdam is then one or two hours later on the same date.
 */
export function shopDayOf(date: Date): Day {
  shopCalendar ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = shopCalendar.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `count` calendar days after `day` (before it when negative): days, not 24-hour steps. */
export function addDays(day: Day, count: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a period from `from` to `to` holds, both included (0 when `to` is before `from`). */
export function daysIn(from: Day, to: Day): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
}
