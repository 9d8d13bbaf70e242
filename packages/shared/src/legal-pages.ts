import { z } from 'zod';
import { LEGAL_PAGE_BODY_MAX, LEGAL_PAGE_TITLE_MAX, legalPageMessages } from './legal-page-constants.ts';

export * from './legal-page-constants.ts';

/** PUT /api/admin/pages/:slug: the page's title and its text in markdown. */
export const legalPageInputSchema = z.object({
  title: z
    .string({ message: legalPageMessages.titleRequired })
    .trim()
    .min(1, legalPageMessages.titleRequired)
    .max(LEGAL_PAGE_TITLE_MAX, legalPageMessages.titleTooLong),
  body: z
    .string({ message: legalPageMessages.bodyRequired })
    .trim()
    .min(1, legalPageMessages.bodyRequired)
    .max(LEGAL_PAGE_BODY_MAX, legalPageMessages.bodyTooLong),
});
export type LegalPageInput = z.infer<typeof legalPageInputSchema>;

/** A page as the API answers it: `GET /api/pages/:slug` for anyone, the admin's list and save. */
export const legalPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Markdown; the shop renders it without raw HTML. */
  body: z.string(),
  updatedAt: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** `/:slug`: any text; a slug without a page answers 404, as an unknown address does. */
export const legalPageParamsSchema = z.object({ slug: z.string().min(1).max(100) });
