import { z } from 'zod';
import { countOf } from './locale.ts';

/** Every error the API answers has this body. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  locked: 'LOCKED',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

export const apiMessages = {
  validation: 'Ongeldige invoer.',
  invalidCharacters: 'Ongeldige tekens in de invoer.',
  invalidNumber: 'Ongeldig getal.',
  notFound: 'Niet gevonden.',
  rateLimited: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
  loginThrottled: (seconds: number) =>
    seconds >= 120
      ? `Te veel mislukte pogingen voor dit account. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw.`
      : `Te veel mislukte pogingen voor dit account. Probeer het over ${countOf(seconds, 'seconde', 'seconden')} opnieuw.`,
  internal: 'Er ging iets mis op de server.',
  unavailable: 'De winkel is even niet bereikbaar. Probeer het over een paar seconden opnieuw.',
  goneMeanwhile: 'Dit verwijst naar iets dat intussen is verwijderd. Laad de pagina opnieuw.',
  busy: 'Het is even te druk om dit op te slaan. Probeer het over een paar seconden opnieuw.',
} as const;

/** The server's answers to a request it cannot read (its framework's own 4xx errors). */
export const requestErrorMessages = {
  bodyTooLarge: 'De aanvraag is te groot.',
  unsupportedMediaType: 'Dit soort inhoud wordt niet aangenomen; stuur JSON.',
  invalidContentLength: 'De lengte van de aanvraag klopt niet.',
  emptyJsonBody: 'De aanvraag heeft geen inhoud.',
  invalidJsonBody: 'De aanvraag is geen geldige JSON.',
  badUrl: 'Dit adres is ongeldig.',
  urlTooLong: 'Dit adres is te lang.',
} as const;

export { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_OPTIONS, MAX_PAGE_SIZE } from './page-sizes.ts';

import { ADMIN_PAGE_SIZE_DEFAULT, MAX_PAGE_SIZE } from './page-sizes.ts';

/** A uuid path parameter (`/:id`). */
export const idParamsSchema = z.object({ id: z.uuid({ message: 'Ongeldig id.' }) });

/** Treats an empty query-string value as absent, so `?title=` filters nothing. */
const emptyAsAbsent = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional text filter: trimmed, at most 200 characters, empty means absent. */
export const optionalText = z.preprocess(emptyAsAbsent, z.string().trim().max(200).optional());

/** The dates the shop accepts anywhere: what the database stores and a person could mean. */
export const EARLIEST_DATE = new Date('1900-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('2999-12-31T23:59:59.999Z');

/** An optional date filter (`2026-11-23` or an ISO timestamp), empty means absent. */
export const optionalDate = z.preprocess(
  emptyAsAbsent,
  z.coerce
    .date({ message: 'Ongeldige datum' })
    .min(EARLIEST_DATE, 'Ongeldige datum')
    .max(LATEST_DATE, 'Ongeldige datum')
    .optional(),
);

/** The largest number a filter takes (prices, stock, amounts): far above any real one. */
export const MAX_FILTER_NUMBER = 1_000_000_000;

/** An optional number filter within ±MAX_FILTER_NUMBER, empty means absent. */
export const optionalNumber = z.preprocess(
  emptyAsAbsent,
  z.coerce
    .number({ message: apiMessages.invalidNumber })
    .min(-MAX_FILTER_NUMBER, apiMessages.invalidNumber)
    .max(MAX_FILTER_NUMBER, apiMessages.invalidNumber)
    .optional(),
);

/** An optional `true`/`false` filter, empty means absent. */
export const optionalBoolean = z.preprocess(
  emptyAsAbsent,
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
);

/** An optional value of a fixed list, empty means absent. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyAsAbsent, z.enum(values).optional());

/** The page of a list: a whole number from 1, anything else means page 1. */
export const pageParam = z.coerce.number().int().min(1).catch(1).default(1);

/** The page size of a list: 1..MAX_PAGE_SIZE, anything else means `fallback`. */
export const limitParam = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(fallback).default(fallback);

/** The page fields of a list's query: the page, and its size with `pageSize` as the default. */
export const pageFields = (pageSize: number) => ({ page: pageParam, limit: limitParam(pageSize) });

/** The page fields of an admin list's query: ADMIN_PAGE_SIZE_DEFAULT rows a page unless asked otherwise. */
export const adminPageFields = pageFields(ADMIN_PAGE_SIZE_DEFAULT);

/**
 * The last filters of a list over a period: `from` and `to` (dates, empty means absent) and the
 * page, `pageSize` rows unless the query asks for another size. Spread at the end of a query schema.
 */
export const periodAndPage = (pageSize: number) => ({
  from: optionalDate,
  to: optionalDate,
  ...pageFields(pageSize),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
  });
}

export interface Paged<T> {
  data: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalRecords: number;
}

/** Clamps a requested page to 1..totalPages (an empty list still has page 1 of 1). */
export function pageWindow(requestedPage: number, limit: number, totalRecords: number) {
  const totalPages = Math.max(1, Math.ceil(totalRecords / limit));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), totalPages);
  return { page, limit, totalPages, totalRecords, offset: (page - 1) * limit };
}
