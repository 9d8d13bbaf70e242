import { SHOP_LOCALE } from '@shop/shared/locale';
import { atFirstUse, formatDateTime, pad, shopClock } from './format.ts';

/**
 * The admin screens' formats, on the shop's clock like every date in format.ts (decision 038), kept
 * apart from it so the public pages' first load does not carry them.
 */

const decimal = atFirstUse(() => new Intl.NumberFormat(SHOP_LOCALE, { maximumFractionDigits: 1 }));

/** dd-mm-yyyy hh:mm:ss.mmm, as the webhook screen shows timestamps. */
export function formatPreciseTimestamp(iso: string): string {
  const instant = new Date(iso);
  const { second } = shopClock(instant);
  return `${formatDateTime(iso)}:${pad(second)}.${pad(instant.getUTCMilliseconds(), 3)}`;
}

/**
 * Dutch short month names with their period, fixed here rather than taken from Intl: browsers and
 * Node ship different versions of the locale data, and the newer ones dropped the period ('nov').
 */
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

/** A calendar day ('2026-11-25', no time and so no zone) as a chart's axis shows it: '25 nov.'. */
export function formatDayAndMonth(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  const name = shortMonths[(month ?? 0) - 1];
  return name && date ? `${date} ${name}` : day;
}

/** A calendar day with its year, as a period's ends are shown: '25 nov. 2026'. */
export function formatDayMonthYear(day: string): string {
  const shown = formatDayAndMonth(day);
  return shown === day ? day : `${shown} ${day.slice(0, 4)}`;
}

/** A calendar day ('2026-12-01', no time and so no zone) as the admin's dates read: '01-12-2026'. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}-${month}-${year}` : day;
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
