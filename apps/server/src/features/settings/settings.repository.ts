import type { ShopSettings } from '@shop/shared/shop-settings';
import { sql } from 'drizzle-orm';
import { shopSettings } from '../../db/schema/settings.ts';
import type { Queryable } from '../../db/types.ts';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** The one row, or none before the admin first saved. */
export async function readSettings(db: Queryable): Promise<ShopSettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).limit(1);
  return row;
}

/** Writes the one row: the first save inserts it, every later one changes it. */
export async function saveSettings(db: Queryable, settings: ShopSettings): Promise<ShopSettingsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: true, ...settings })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...settings, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
