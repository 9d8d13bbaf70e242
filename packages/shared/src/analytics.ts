import { z } from 'zod';
import { adminPageFields, optionalDate, optionalText } from './api.ts';

/** Text as a browser reports it: no NUL or other control characters, bounded. */
const reported = (max: number) =>
  z
    .string()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Ongeldige tekens')
    .default('');

const instant = z.coerce.date().min(new Date('2000-01-01')).max(new Date('2999-12-31'));

/** The longest page view counted (a tab left open longer is cut off here). */
export const MAX_VISIT_MS = 24 * 60 * 60 * 1000;

/** POST /api/analytics/track: one page view, sent when the visitor leaves the page. */
export const trackVisitSchema = z
  .object({
    path: reported(500).pipe(z.string().startsWith('/', 'Een pad begint met /')),
    referrer: reported(1000),
    device: reported(500),
    browser: reported(100),
    startedAt: instant,
    endedAt: instant,
  })
  .refine((visit) => visit.endedAt.getTime() >= visit.startedAt.getTime(), {
    message: 'Het einde ligt voor het begin',
    path: ['endedAt'],
  });
export type TrackVisit = z.input<typeof trackVisitSchema>;

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** mobile, tablet or desktop, from a user-agent string. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** GET /api/admin/analytics/visits and /summary: the spec's filters. */
export const visitQuerySchema = z.object({
  path: optionalText,
  referrer: optionalText,
  browser: optionalText,
  device: optionalText,
  userId: optionalText,
  userEmail: optionalText,
  userFirstName: optionalText,
  userLastName: optionalText,
  from: optionalDate,
  to: optionalDate,
  ...adminPageFields,
});
export type VisitQuery = z.infer<typeof visitQuerySchema>;

export const visitSchema = z.object({
  _id: z.string(),
  path: z.string(),
  durationMs: z.number().int(),
  user: z
    .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  device: z.string(),
  deviceClass: z.enum(deviceClasses),
  browser: z.string(),
  referrer: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitSummarySchema = z.object({
  totalVisits: z.number().int(),
  averageDurationMs: z.number().int(),
  visitsPerDay: z.array(z.object({ day: z.string(), visits: z.number().int() })),
  topPages: z.array(
    z.object({ path: z.string(), visits: z.number().int(), averageDurationMs: z.number().int() }),
  ),
  devices: z.array(z.object({ device: z.enum(deviceClasses), visits: z.number().int() })),
  browsers: z.array(z.object({ browser: z.string(), visits: z.number().int() })),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

export const analyticsMessages = {
  anonymous: 'anoniem',
  empty: 'Geen resultaten gevonden.',
  pager: (page: number, totalPages: number, totalRecords: number) =>
    `Pagina ${page} van ${totalPages} — ${totalRecords} resultaten`,
} as const;
