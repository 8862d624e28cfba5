import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSetupRead } from '../../db/brand-cache';
import { preparedOn } from '../../db/prepared';
import { brands } from '../../db/schema';

export type Brand = typeof brands.$inferSelect;

const byRef = (db: Db) =>
  db
    .select()
    .from(brands)
    .where(eq(brands.ref, sql.placeholder('ref')))
    .limit(1)
    .prepare('brand_by_ref');

const byId = (db: Db) =>
  db
    .select()
    .from(brands)
    .where(eq(brands.id, sql.placeholder('id')))
    .limit(1)
    .prepare('brand_by_id');

export async function findBrandByRef(db: Db, ref: string): Promise<Brand | undefined> {
  return brandSetupRead(
    db,
    `brand-ref:${ref}`,
    (brand: Brand) => brand.id,
    async () => (await preparedOn(db, 'brand_by_ref', byRef).execute({ ref }))[0],
  );
}

export async function findBrandById(db: Db, id: number): Promise<Brand | undefined> {
  return brandSetupRead(
    db,
    `brand:${id}`,
    id,
    async () => (await preparedOn(db, 'brand_by_id', byId).execute({ id }))[0],
  );
}
