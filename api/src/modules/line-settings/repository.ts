import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandLineSettings } from '../../db/schema';

export type BrandLineSettingsRow = typeof brandLineSettings.$inferSelect;

export async function findLineSettingsRow(
  db: Db,
  brandId: number,
): Promise<BrandLineSettingsRow | undefined> {
  const rows = await db
    .select()
    .from(brandLineSettings)
    .where(eq(brandLineSettings.brandId, brandId))
    .limit(1);
  return rows[0];
}
