import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { seedCatalog } from './catalog';
import { seedCustomFields } from './custom-fields';
import { demoLayout, seedBanners } from './home';
import { seedLineSettings } from './line';
import { seedMembership } from './membership';
import { createBrandWithDefaults } from './new-brand';
import { demoPolicy } from './pdpa';
import { seedTeam } from './team';
import { seedTheme, themeConfig } from './theme';

export const DEMO_BRAND_REF = 'demo';

/** A Thai coffee brand with everything the app and the console show, written in one transaction. */
export async function seedDemoBrand(db: Db, storage: FileStorage): Promise<void> {
  await db.transaction(async (tx) => {
    const seed = await createBrandWithDefaults(tx, storage, {
      ref: DEMO_BRAND_REF,
      nameTh: 'บ้านกาแฟ ดอยช้าง',
      nameEn: 'Baan Kafae',
      theme: themeConfig,
      policy: demoPolicy,
      layout: demoLayout,
    });
    if (!seed) throw new Error('demo brand not created');
    await seedTheme(seed);
    const tiers = await seedMembership(seed);
    await seedCustomFields(seed);
    await seedCatalog(seed, tiers);
    await seedBanners(seed);
    await seedTeam(seed);
    await seedLineSettings(seed);
  });
}
