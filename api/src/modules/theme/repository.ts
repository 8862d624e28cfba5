import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandThemes } from '../../db/schema';

/** The stored json_config as it is, or undefined when the brand has no theme. */
export async function findStoredThemeConfig(db: Db, brandId: number): Promise<unknown> {
  const rows = await db
    .select({ jsonConfig: brandThemes.jsonConfig })
    .from(brandThemes)
    .where(eq(brandThemes.brandId, brandId))
    .limit(1);
  return rows[0]?.jsonConfig;
}

export async function saveThemeConfig(db: Db, brandId: number, jsonConfig: unknown) {
  await db
    .insert(brandThemes)
    .values({ brandId, jsonConfig })
    .onConflictDoUpdate({
      target: brandThemes.brandId,
      set: { jsonConfig, updatedAt: new Date() },
    });
}
