/** How a fuel plan writes its numbers in Dutch: a decimal comma, hours as 3:45. */

/** 0,6 or 22,5: at most one decimal, with a comma. */
export const nl = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');

/** 225 minutes as '3:45 uur', 45 as '45 minuten'. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minuten`;
  const hours = Math.floor(minutes / 60);
  return `${hours}:${String(minutes % 60).padStart(2, '0')} uur`;
}

const fractions: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 1, ½, 1½: how many servings, as a runner reads them. */
export function servingsText(servings: number): string {
  const whole = Math.floor(servings);
  const part = fractions[servings - whole] ?? '';
  return whole === 0 ? part || '0' : `${whole}${part}`;
}

/** Rounds to the nearest multiple of `step`. */
export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
