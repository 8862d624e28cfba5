import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSetupRead } from '../../db/brand-cache';
import { preparedOn } from '../../db/prepared';
import { appConfigs, images } from '../../db/schema';
import type { LayoutConfig } from './layout-config';

const appConfigOf = (db: Db) =>
  db
    .select({ layout: appConfigs.layout, settings: appConfigs.settings })
    .from(appConfigs)
    .where(eq(appConfigs.brandId, sql.placeholder('brandId')))
    .limit(1)
    .prepare('app_config');

/** The brand's stored layout and settings documents, unparsed. */
export async function findAppConfig(
  db: Db,
  brandId: number,
): Promise<{ layout: unknown; settings: unknown } | undefined> {
  return brandSetupRead(
    db,
    `app-config:${brandId}`,
    brandId,
    async () => (await preparedOn(db, 'app_config', appConfigOf).execute({ brandId }))[0],
  );
}

/** The brand's settings document (point policy, membership system), if it has one. */
export async function findBrandSettings(db: Db, brandId: number): Promise<unknown> {
  return (await findAppConfig(db, brandId))?.settings;
}

/** Creates or replaces both documents of a brand's app config. */
export async function saveAppConfig(
  db: Db,
  brandId: number,
  config: { layout: LayoutConfig; settings: Record<string, unknown> },
) {
  await db
    .insert(appConfigs)
    .values({ brandId, ...config })
    .onConflictDoUpdate({
      target: appConfigs.brandId,
      set: { ...config, updatedAt: new Date() },
    });
}

/** Replaces a brand's home layout, keeping its settings document. */
export async function saveLayoutConfig(db: Db, brandId: number, layout: LayoutConfig) {
  await db
    .insert(appConfigs)
    .values({ brandId, layout, settings: {} })
    .onConflictDoUpdate({ target: appConfigs.brandId, set: { layout, updatedAt: new Date() } });
}

export async function findImagesByKeys(db: Db, brandId: number, keys: string[]) {
  if (keys.length === 0) return [];
  const found = await brandSetupRead(db, `images:${brandId}:${keys.join('\n')}`, brandId, () =>
    db
      .select({ id: images.id, key: images.key, name: images.name })
      .from(images)
      .where(and(eq(images.brandId, brandId), inArray(images.key, keys))),
  );
  return found ?? [];
}
