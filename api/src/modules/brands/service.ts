import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findBrandById, findBrandByRef, type Brand } from './repository';

/** Every module reads brands here: a brand of any state, by its id or its public brandRef. */
export { findBrandById, findBrandByRef, type Brand };

/** The active brand named by a public brandRef, or BRAND_NOT_FOUND. */
export async function requireBrand(db: Db, brandRef: string): Promise<Brand> {
  const brand = await findBrandByRef(db, brandRef);
  if (!brand || !brand.isActive)
    throw new AppError('BRAND_NOT_FOUND', `Brand '${brandRef}' not found`);
  return brand;
}

/** The active brand with this id (a signed-in member's or a token's), or BRAND_NOT_FOUND. */
export async function requireBrandById(db: Db, brandId: number): Promise<Brand> {
  const brand = await findBrandById(db, brandId);
  if (!brand?.isActive) throw new AppError('BRAND_NOT_FOUND');
  return brand;
}
