import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { brands } from '../schema';
import { seedDemoBrand } from './demo';

/** Seeds the demo brand when the database holds no brand at all. Returns whether it did. */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) return false;
  await seedDemoBrand(db, storage);
  return true;
}
