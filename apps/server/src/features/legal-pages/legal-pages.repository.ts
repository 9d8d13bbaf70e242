import { type LegalPageInput, legalPageSlugs } from '@shop/shared/legal-pages';
import { asc, eq, sql } from 'drizzle-orm';
import { legalPages } from '../../db/schema/legal-pages.ts';
import type { Queryable } from '../../db/types.ts';

export type LegalPageRow = typeof legalPages.$inferSelect;

/** The shared list's order (terms, privacy, withdrawal), then any other page by its slug. */
const listOrder = sql`case ${legalPages.slug} ${sql.join(
  legalPageSlugs.map((slug, index) => sql`when ${slug} then ${sql.raw(String(index))}`),
  sql` `,
)} else ${sql.raw(String(legalPageSlugs.length))} end`;

export const allPages = (db: Queryable): Promise<LegalPageRow[]> =>
  db.select().from(legalPages).orderBy(listOrder, asc(legalPages.slug));

export async function findPage(db: Queryable, slug: string): Promise<LegalPageRow | undefined> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return row;
}

/** Changes an existing page; a slug without a row changes nothing (undefined). */
export async function updatePage(
  db: Queryable,
  slug: string,
  input: LegalPageInput,
): Promise<LegalPageRow | undefined> {
  const [row] = await db
    .update(legalPages)
    .set({ title: input.title, body: input.body })
    .where(eq(legalPages.slug, slug))
    .returning();
  return row;
}
