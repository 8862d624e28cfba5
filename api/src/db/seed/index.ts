import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { brands } from '../schema';
import { seedDemoBrand } from './demo';

/** Held while checking and seeding, so API processes starting together seed only once. */
const SEED_LOCK = 72_002;

/** Seeds the demo brand when the database holds no brand at all. Returns whether it did. */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing.length > 0) return false;
    await seedDemoBrand(tx, storage);
    return true;
  });
}
