import { formatEuro } from '@shop/shared/money';

export { formatEuro };

/** '22-11-2026' style short date (Belgian-Dutch). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** '22 november 2026' */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** nl-NL date and time, e.g. '22-11-2026 14:05'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('nl-NL', { dateStyle: 'short', timeStyle: 'short' });
}

/** dd-mm-yyyy hh:mm:ss.mmm, as the webhook screen shows timestamps. */
export function formatPreciseTimestamp(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}
