import { storage } from './storage';

export interface BrandContext {
  brandRef: string | null;
  isGlobal: string | null;
}

/** The brand chosen at start (session) and the global flag, as routePath wants them. */
export function currentBrand(): BrandContext {
  return { brandRef: storage.brandRef(), isGlobal: storage.get('isGlobal') };
}
