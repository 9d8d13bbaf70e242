const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = { unit: Intl.RelativeTimeFormatUnit; size: number };

/** From the smallest unit up: a unit is used while the distance stays below `below`. */
const units: (Unit & { below: number })[] = [
  { unit: 'second', size: SECOND, below: MINUTE },
  { unit: 'minute', size: MINUTE, below: HOUR },
  { unit: 'hour', size: HOUR, below: DAY },
  { unit: 'day', size: DAY, below: WEEK },
  { unit: 'week', size: WEEK, below: MONTH },
  { unit: 'month', size: MONTH, below: YEAR },
];
const largestUnit: Unit = { unit: 'year', size: YEAR };

const dutchRelativeTime = new Intl.RelativeTimeFormat('nl', { numeric: 'auto' });

/** How long ago (or how far ahead) `iso` is, in Dutch: 'nu', '5 minuten geleden', 'gisteren'. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const distance = new Date(iso).getTime() - now.getTime();
  const { unit, size } = units.find(({ below }) => Math.abs(distance) < below) ?? largestUnit;
  // Math.trunc, not round: 50 seconds ago is still '50 seconden geleden', never '1 minuut'.
  // `|| 0` turns -0 into 0, which formats as 'nu' rather than '0 seconden geleden'.
  return dutchRelativeTime.format(Math.trunc(distance / size) || 0, unit);
}
