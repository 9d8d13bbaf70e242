import { durationText } from '@shop/shared/fuel-plan/format';
import type { FuelPlanRequest } from '@shop/shared/fuel-plan/input';

/** Race distances the planner offers, in km. */
export const raceDistances = [
  { km: 5, label: '5 km' },
  { km: 10, label: '10 km' },
  { km: 21.1, label: 'Halve marathon (21,1 km)' },
  { km: 42.2, label: 'Marathon (42,2 km)' },
] as const;

/** 'marathon in 3:45 uur', '18 km in 1:30 uur', '1:30 uur'. */
export function raceName(request: Pick<FuelPlanRequest, 'distanceKm' | 'durationMinutes'>): string {
  const time = durationText(request.durationMinutes);
  if (request.distanceKm === null) return time;
  const known = raceDistances.find((d) => d.km === request.distanceKm);
  const distance =
    known?.km === 42.2
      ? 'marathon'
      : known?.km === 21.1
        ? 'halve marathon'
        : `${String(request.distanceKm).replace('.', ',')} km`;
  return `${distance} in ${time}`;
}
