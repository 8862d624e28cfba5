import { eq } from 'drizzle-orm';
import { themeResp, type ThemeResp } from '@crm/contract/theme';
import type { Db } from '../../db/client';
import { brandThemes } from '../../db/schema';

const storedConfig = themeResp.shape.json_config.unwrap();

/** The stored json_config, or undefined when the brand has none or it no longer parses. */
export async function findThemeConfig(
  db: Db,
  brandId: number,
): Promise<NonNullable<ThemeResp['json_config']> | undefined> {
  const rows = await db
    .select({ jsonConfig: brandThemes.jsonConfig })
    .from(brandThemes)
    .where(eq(brandThemes.brandId, brandId))
    .limit(1);
  const parsed = storedConfig.safeParse(rows[0]?.jsonConfig);
  return parsed.success ? parsed.data : undefined;
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
