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

/** The brand's images of a group among `ids`. */
export async function findImagesByIds(db: Db, brandId: number, groupType: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(images)
    .where(
      and(eq(images.brandId, brandId), eq(images.groupType, groupType), inArray(images.id, ids)),
    );
}

/** Forgets the brand's images among `ids` (their files stay: other rows may name them). */
export async function deleteImages(db: Db, brandId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(images).where(and(eq(images.brandId, brandId), inArray(images.id, ids)));
}

/** Puts the brand's images in the order of `ids`. */
export async function setImageOrder(db: Db, brandId: number, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(images)
      .set({ sortOrder: index })
      .where(and(eq(images.brandId, brandId), eq(images.id, id)));
  }
}
