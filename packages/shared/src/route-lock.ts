import { z } from 'zod';

export const lockableMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type LockableMethod = (typeof lockableMethods)[number];

/** Who a lock blocks; admins are never blocked. */
export const lockableRoles = ['user', 'guest'] as const;
export type LockableRole = (typeof lockableRoles)[number];

export const routeLockMessages = {
  routeRequired: 'Route is verplicht',
  routeFormat: 'Een route begint met / en bevat geen spaties, ? of #',
  rolesRequired: 'Kies minstens één rol',
  /** The answer to a blocked call when its lock gives no reason. */
  defaultReason: 'Deze functie is tijdelijk niet beschikbaar.',
  notFound: 'Routeblokkade niet gevonden.',
  created: 'Routeblokkade aangemaakt.',
  deleted: 'Routeblokkade verwijderd.',
  empty: 'Geen actieve routeblokkades.',
  loadFailed: 'Routeblokkades konden niet geladen worden.',
  saveFailed: 'Opslaan mislukt.',
  deleteFailed: 'Verwijderen mislukt.',
  confirmDelete: 'Weet je zeker dat je deze routeblokkade wil verwijderen?',
} as const;

/**
 * POST /api/admin/route-locks. `route` is an API path after `/api`; a segment `:name` or `*`
 * stands for any one segment (`/blog/:slug/comments` locks commenting on every post).
 */
export const routeLockInputSchema = z.object({
  route: z
    .string()
    .trim()
    .min(1, routeLockMessages.routeRequired)
    .max(200)
    .regex(/^\/[^\s?#]*$/, routeLockMessages.routeFormat),
  method: z.enum(lockableMethods).default('GET'),
  blockedForRoles: z
    .array(z.enum(lockableRoles))
    .min(1, routeLockMessages.rolesRequired)
    .default(['user'])
    .transform((roles) => [...new Set(roles)]),
  reason: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(300).optional()),
  until: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.date().min(new Date('2000-01-01')).max(new Date('9999-12-31')).optional(),
  ),
  isPrefix: z.boolean().default(false),
});
export type RouteLockInput = z.input<typeof routeLockInputSchema>;

export const routeLockSchema = z.object({
  _id: z.string(),
  route: z.string(),
  method: z.enum(lockableMethods),
  blockedForRoles: z.array(z.enum(lockableRoles)),
  reason: z.string().nullable(),
  until: z.string().nullable(),
  isPrefix: z.boolean(),
  createdAt: z.string(),
});
export type RouteLock = z.infer<typeof routeLockSchema>;

/** One segment as written, decoded (`%20` is a space); one that is no valid encoding stays as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A lock's route as segments: split at `/`, empty ones dropped, each decoded. */
const routeSegments = (route: string) => route.split('/').filter(Boolean).map(decodeSegment);

/** Segments compare without regard to case: an id or slug in another case names the same thing. */
const sameSegment = (wanted: string, actual: string | undefined) =>
  actual !== undefined && wanted.toLowerCase() === actual.toLowerCase();

/**
 * Whether a lock's route covers an API path (after `/api`), given as the router matched it: its
 * segments, decoded (a parameter is one segment, even when it holds an encoded `/`). Segment by
 * segment, `:name` and `*` match any one; exact needs the same number of segments, a prefix at
 * most as many as the path.
 */
export function routeMatches(lock: { route: string; isPrefix: boolean }, path: readonly string[]): boolean {
  const wanted = routeSegments(lock.route);
  if (lock.isPrefix ? wanted.length > path.length : wanted.length !== path.length) return false;
  return wanted.every(
    (segment, i) => segment === '*' || segment.startsWith(':') || sameSegment(segment, path[i]),
  );
}

/** Whether the lock blocks this call now. */
export function lockBlocks(
  lock: {
    route: string;
    isPrefix: boolean;
    method: string;
    blockedForRoles: readonly string[];
    until: Date | null;
  },
  call: { method: string; path: readonly string[]; role: LockableRole },
  now: Date = new Date(),
): boolean {
  return (
    lock.method === call.method &&
    lock.blockedForRoles.includes(call.role) &&
    (lock.until === null || lock.until.getTime() > now.getTime()) &&
    routeMatches(lock, call.path)
  );
}
