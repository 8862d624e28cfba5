import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findBrandByRef, type Brand } from './repository';

/** The active brand named by a public brandRef, or BRAND_NOT_FOUND. */
export async function requireBrand(db: Db, brandRef: string): Promise<Brand> {
  const brand = await findBrandByRef(db, brandRef);
  if (!brand || !brand.isActive)
    throw new AppError('BRAND_NOT_FOUND', `Brand '${brandRef}' not found`);
  return brand;
}
