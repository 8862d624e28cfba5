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

export type LineSettingsWrite = Omit<
  typeof brandLineSettings.$inferInsert,
  'brandId' | 'updatedAt'
>;

export async function upsertLineSettingsRow(
  tx: Db,
  brandId: number,
  write: LineSettingsWrite,
): Promise<BrandLineSettingsRow> {
  const rows = await tx
    .insert(brandLineSettings)
    .values({ brandId, ...write })
    .onConflictDoUpdate({
      target: brandLineSettings.brandId,
      set: { ...write, updatedAt: new Date() },
    })
    .returning();
  return rows[0]!;
}
