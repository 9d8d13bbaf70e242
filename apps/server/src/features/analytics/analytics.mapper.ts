import type { Visit } from '@shop/shared/analytics';
import type { VisitRow } from './analytics.repository.ts';

/** A page view in the admin's table, with the visitor when they were logged in. */
export function toVisit({ visit, user }: VisitRow): Visit {
  return {
    _id: visit.id,
    path: visit.path,
    durationMs: visit.durationMs,
    user: user && { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    device: visit.device,
    deviceClass: visit.deviceClass,
    browser: visit.browser,
    referrer: visit.referrer,
    startedAt: visit.startedAt.toISOString(),
    endedAt: visit.endedAt.toISOString(),
  };
}
