import type { RouteLock } from '@shop/shared/route-lock';
import type { RouteLockRow } from './route-locks.repository.ts';

/** A lock as the admin's list shows it. */
export function toRouteLock(row: RouteLockRow): RouteLock {
  return {
    _id: row.id,
    route: row.route,
    method: row.method,
    blockedForRoles: row.blockedForRoles,
    reason: row.reason,
    until: row.until?.toISOString() ?? null,
    isPrefix: row.isPrefix,
    createdAt: row.createdAt.toISOString(),
  };
}
