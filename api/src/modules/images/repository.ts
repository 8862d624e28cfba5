import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;

export async function findImagesByGroups(db: Db, brandId: number, groupTypes: number[]) {
  return db
    .select()
    .from(images)
    .where(and(eq(images.brandId, brandId), inArray(images.groupType, groupTypes)))
    .orderBy(asc(images.groupType), asc(images.sortOrder), asc(images.id));
}

export async function findImageByKey(db: Db, brandId: number, key: string) {
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.brandId, brandId), eq(images.key, key)))
    .limit(1);
  return rows[0];
}

export async function insertImage(db: Db, values: typeof images.$inferInsert) {
  const rows = await db
    .insert(images)
    .values(values)
    .onConflictDoUpdate({
      target: [images.brandId, images.key],
      set: { storageKey: values.storageKey, contentType: values.contentType, name: values.name },
    })
    .returning();
  return rows[0]!;
}
