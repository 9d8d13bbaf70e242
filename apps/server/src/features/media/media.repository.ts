import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/media.ts';
import type { Queryable } from '../../db/types.ts';

export type MediaRow = typeof media.$inferSelect;

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
