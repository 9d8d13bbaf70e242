/**
 * The shop's legal pages without zod, so the public pages and the footer's links stay small
 * (decision 030); legal-pages.ts re-exports them with the schemas (decision 051).
 */

/** The pages, by the address they have in the shop ('/voorwaarden'); a migration writes each one's row. */
export const legalPageSlugs = ['voorwaarden', 'privacy', 'herroepingsrecht'] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];

/** A consumer may withdraw from a distance purchase within this many days of receiving it. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

export const LEGAL_PAGE_TITLE_MAX = 100;
export const LEGAL_PAGE_BODY_MAX = 50_000;

export const legalPageMessages = {
  titleRequired: 'Titel is verplicht',
  titleTooLong: `Een titel heeft hoogstens ${LEGAL_PAGE_TITLE_MAX} tekens`,
  bodyRequired: 'Tekst is verplicht',
  bodyTooLong: 'Een tekst heeft hoogstens 50.000 tekens',
  notFound: 'Pagina niet gevonden.',
  loadFailed: 'Deze pagina kon niet geladen worden.',
  listFailed: "De pagina's konden niet geladen worden.",
  saved: 'Pagina opgeslagen.',
  saveFailed: 'Opslaan mislukt.',
} as const;
