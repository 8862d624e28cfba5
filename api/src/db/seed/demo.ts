import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { brands } from '../schema';
import { seedCatalog } from './catalog';
import { seedCustomFields } from './custom-fields';
import { seedHome } from './home';
import { seedMembership } from './membership';
import { seedPdpa } from './pdpa';
import { seedTheme } from './theme';

export const DEMO_BRAND_REF = 'demo';

/** A Thai coffee brand with everything the app shows, written in one transaction. */
export async function seedDemoBrand(db: Db, storage: FileStorage): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(brands)
      .values({ ref: DEMO_BRAND_REF, nameTh: 'บ้านกาแฟ ดอยช้าง', nameEn: 'Baan Kafae' })
      .returning({ id: brands.id, ref: brands.ref });
    if (!row) throw new Error('demo brand not created');
    const seed = { tx, storage, brand: row, now: new Date() };
    await seedTheme(seed);
    await seedPdpa(seed);
    const tiers = await seedMembership(seed);
    await seedCustomFields(seed);
    await seedCatalog(seed, tiers);
    await seedHome(seed);
  });
}
