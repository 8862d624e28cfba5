import { DEV_LIFF_ID } from '@crm/contract/liff';
import { brandLineSettings } from '../schema';
import type { SeedContext } from './assets';

/**
 * The demo brand's LIFF app is the development one: with no login channel of its own, the
 * development provider signs its ID tokens and the app runs LINE's LIFF mock (never in production).
 */
export async function seedLineSettings({ tx, brand }: SeedContext) {
  await tx
    .insert(brandLineSettings)
    .values({ brandId: brand.id, liffId: DEV_LIFF_ID })
    .onConflictDoUpdate({ target: brandLineSettings.brandId, set: { liffId: DEV_LIFF_ID } });
}
