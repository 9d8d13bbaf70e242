import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The legal pages the admin edits (decision 051): terms, privacy statement, withdrawal right. The
 * set is fixed: migrations write each page's row with a first text, the admin only changes them.
 */
export const legalPages = pgTable('legal_pages', {
  /** The page's address in the shop ('voorwaarden' is /voorwaarden). */
  slug: text().primaryKey(),
  title: text().notNull(),
  /** Markdown, rendered without raw HTML. */
  body: text().notNull(),
  updatedAt: updatedAt(),
});
