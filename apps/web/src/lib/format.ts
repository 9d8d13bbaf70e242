import { formatEuro } from '@shop/shared/money';

export { formatEuro };

/** A formatter made at its first use, not when the module loads (that costs a phone tens of ms). */
function atFirstUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => {
    formatter ??= make();
    return formatter;
  };
}

const shortDate = atFirstUse(
  () => new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const longDate = atFirstUse(
  () => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const dateTime = atFirstUse(
  () => new Intl.DateTimeFormat('nl-NL', { dateStyle: 'short', timeStyle: 'short' }),
);

/** '22-11-2026' style short date (Belgian-Dutch). */
export function formatShortDate(iso: string): string {
  return shortDate().format(new Date(iso));
}

/** '22 november 2026' */
export function formatLongDate(iso: string): string {
  return longDate().format(new Date(iso));
}

/** nl-NL date and time, e.g. '22-11-2026 14:05'. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** dd-mm-yyyy hh:mm:ss.mmm, as the webhook screen shows timestamps. */
export function formatPreciseTimestamp(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}
