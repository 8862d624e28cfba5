import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

export type Brand = typeof brands.$inferSelect;

export async function findBrandByRef(db: Db, ref: string): Promise<Brand | undefined> {
  const rows = await db.select().from(brands).where(eq(brands.ref, ref)).limit(1);
  return rows[0];
}

export async function findBrandById(db: Db, id: number): Promise<Brand | undefined> {
  const rows = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return rows[0];
}
