import { SHOP_TIME_ZONE } from '@shop/shared/locale';
import { formatEuro } from '@shop/shared/money';

export { formatEuro };

/**
 * Every date and time the app shows is written here and in admin-format.ts, in the shop's time zone
 * (decision 038): the server and the browser, wherever each of them is, then write the same text for
 * the same instant. This module holds what the public pages show; the admin screens' formats live
 * beside it so a shopper's first load does not carry them.
 */

/** A formatter made at its first use, not when the module loads (that costs a phone tens of ms). */
export function atFirstUse<T>(make: () => T): () => T {
  let formatter: T | undefined;
  return () => {
    formatter ??= make();
    return formatter;
  };
}

/**
 * The calendar and clock of an instant in the shop's zone, as numbers. Only the numbers come from
 * Intl: the words and the separators around them are ours, because browsers and Node ship
 * different versions of the locale data, whose Dutch has changed over the years ('nov.' became
 * 'nov', a comma came between date and time), and server and browser must write the same text.
 */
const clockParts = atFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/** The calendar fields of an instant on the shop's clock (month 1–12, hour 0–23). */
export function shopClock(instant: Date) {
  const parts = new Map(
    clockParts()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const months = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;
export const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** '22/11/2026': the Belgian-Dutch short date (spec: the home page's newest articles, blog cards). */
export function formatShortDate(iso: string): string {
  const { year, month, day } = shopClock(new Date(iso));
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** '22 november 2026': the Dutch long date. */
export function formatLongDate(iso: string): string {
  const { year, month, day } = shopClock(new Date(iso));
  return `${day} ${months[month - 1]} ${year}`;
}

/** '22-11-2026 14:05': the nl-NL short date and time. */
export function formatDateTime(iso: string): string {
  const { year, month, day, hour, minute } = shopClock(new Date(iso));
  return `${pad(day)}-${pad(month)}-${year} ${pad(hour)}:${pad(minute)}`;
}
