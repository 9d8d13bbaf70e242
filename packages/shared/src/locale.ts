/**
 * How the shop writes for its readers, the same on the server and in every browser: one clock and
 * one way of counting things in Dutch (decision 038).
 */

/**
 * The shop's time zone. Every date and time a page shows is the time in Amsterdam, whoever renders
 * it: the server (whatever zone its machine runs in) and the browser (wherever its reader is) then
 * write the same text, so a server-rendered page hydrates without a mismatch.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The year it is in the shop now (the footer's copyright line). Here rather than with the web app's
 * date formatting, which every page's first load would then carry for this one number.
 */
export function currentShopYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(now));
}

/** The shop's language for numbers, dates and plurals. */
export const SHOP_LOCALE = 'nl-NL';

/** Made at its first use, not when the module loads (that costs a phone tens of milliseconds). */
let pluralRules: Intl.PluralRules | undefined;

/** The noun for a count: `plural(1, 'artikel', 'artikelen')` is 'artikel', any other count 'artikelen'. */
export function plural(count: number, one: string, other: string): string {
  pluralRules ??= new Intl.PluralRules(SHOP_LOCALE);
  return pluralRules.select(count) === 'one' ? one : other;
}

/** A count with its noun: `countOf(1, 'artikel', 'artikelen')` is '1 artikel', 3 gives '3 artikelen'. */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${plural(count, one, other)}`;
}
