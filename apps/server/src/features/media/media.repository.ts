import { eq, inArray } from 'drizzle-orm';
import { media } from '../../db/schema/media.ts';
import type { Queryable } from '../../db/types.ts';
import type { MediaRow } from './media.mapper.ts';

/** Records a processed photo; the same photo again (its hash) answers the row already there. */
export async function recordMedia(
  db: Queryable,
  values: Pick<MediaRow, 'hash' | 'width' | 'height' | 'widths' | 'uploadedBy'>,
): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(media).where(eq(media.hash, values.hash));
  return existing!;
}

/** Which of `ids` name a photo that is there. */
export async function existingMediaIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
