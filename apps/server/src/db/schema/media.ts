import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A photo the admin uploaded (decision 065), processed once: its files are named after `hash`
 * (the SHA-256 of the upload, 32 hex characters) under the data directory's `media` folder.
 */
export const media = pgTable('media', {
  id: id(),
  hash: text().notNull().unique('media_hash_unique'),
  width: integer().notNull(),
  height: integer().notNull(),
  /** The widths its AVIF and WebP files were made at. */
  widths: integer().array().notNull(),
  uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
