import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSetupRead } from '../../db/brand-cache';
import { preparedOn } from '../../db/prepared';
import { brandThemes } from '../../db/schema';

/** The stored json_config as it is, or undefined when the brand has no theme. */
const themeOf = (db: Db) =>
  db
    .select({ jsonConfig: brandThemes.jsonConfig })
    .from(brandThemes)
    .where(eq(brandThemes.brandId, sql.placeholder('brandId')))
    .limit(1)
    .prepare('brand_theme');

export async function findStoredThemeConfig(db: Db, brandId: number): Promise<unknown> {
  const row = await brandSetupRead(
    db,
    `theme:${brandId}`,
    brandId,
    async () => (await preparedOn(db, 'brand_theme', themeOf).execute({ brandId }))[0],
  );
  return row?.jsonConfig;
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

/**
 * The stored json_config with the brand's theme row locked until the transaction ends, so edits
 * of a brand's look queue; a brand without a theme gets `fallback` stored first.
 */
export async function lockThemeConfig(tx: Db, brandId: number, fallback: unknown) {
  await tx.insert(brandThemes).values({ brandId, jsonConfig: fallback }).onConflictDoNothing();
  const rows = await tx
    .select({ jsonConfig: brandThemes.jsonConfig })
    .from(brandThemes)
    .where(eq(brandThemes.brandId, brandId))
    .for('update');
  return rows[0]?.jsonConfig;
}
