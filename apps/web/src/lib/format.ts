import { SHOP_LOCALE, SHOP_TIME_ZONE } from '@shop/shared/locale';
import { formatEuro } from '@shop/shared/money';

export { formatEuro };

/**
 * Every date and time the app shows is written here, in the shop's time zone (decision 038): the
 * server and the browser, wherever each of them is, then write the same text for the same instant.
 */

/** A formatter made at its first use, not when the module loads (that costs a phone tens of ms). */
function atFirstUse<T>(make: () => T): () => T {
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
const decimal = atFirstUse(() => new Intl.NumberFormat(SHOP_LOCALE, { maximumFractionDigits: 1 }));

/** The calendar fields of an instant on the shop's clock (month 1–12, hour 0–23). */
function shopClock(instant: Date) {
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
const shortMonths = [
  'jan.',
  'feb.',
  'mrt.',
  'apr.',
  'mei',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
];

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

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

/** dd-mm-yyyy hh:mm:ss.mmm, as the webhook screen shows timestamps. */
export function formatPreciseTimestamp(iso: string): string {
  const instant = new Date(iso);
  const { second } = shopClock(instant);
  return `${formatDateTime(iso)}:${pad(second)}.${pad(instant.getUTCMilliseconds(), 3)}`;
}

/** The year it is now in the shop (the footer's copyright line). */
export function currentShopYear(now: Date = new Date()): number {
  return shopClock(now).year;
}

/** A calendar day ('2026-11-25', no time and so no zone) as a chart's axis shows it: '25 nov.'. */
export function formatDayAndMonth(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  const name = shortMonths[(month ?? 0) - 1];
  return name && date ? `${date} ${name}` : day;
}

/** A number as Dutch writes it, at most one decimal: 5.9 is '5,9', 1234 is '1.234'. */
export function formatNumber(value: number): string {
  return decimal().format(value);
}

/**
 * The value of a `datetime-local` input ('2026-11-25T14:00', which has no zone) read as the shop's
 * time, as an ISO instant: what an admin types is what every screen shows back.
 */
export function shopDateTimeToIso(local: string): string {
  const [date = '', time = '00:00'] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The shop's offset from UTC at that moment, taken twice: once near it, once at the result, so
  // a time just after a daylight-saving switch still lands on the right side of it.
  const offsetAt = (utc: number) => {
    const c = shopClock(new Date(utc));
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(utc / 1000) * 1000;
  };
  const first = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(first)).toISOString();
}
