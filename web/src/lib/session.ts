import { currentBrand } from './brand';
import { queryClient } from './query-client';
import { routePath } from './routes';
import { storage } from './storage';

/** Brand-wide data that stays valid after the member leaves (the next visitor sees the same brand). */
const brandWideQueries = new Set<unknown>(['theme', 'logo']);

/**
 * Ends the member's session on this device and returns where to go: LINE login of the same brand
 * with landing=true (spec 2.9, 8). 'token' drops the member's keys (expired session, brand
 * mismatch); 'everything' empties both storages (logout), then puts the brand back.
 */
export function endSession(scope: 'token' | 'everything'): string {
  const brand = currentBrand();
  if (scope === 'everything') {
    storage.clearAll();
    if (brand.brandRef) storage.setSession('brand', brand.brandRef);
    storage.set('isGlobal', brand.isGlobal ?? 'false');
  } else {
    storage.clearSession();
  }
  queryClient.removeQueries({ predicate: (query) => !brandWideQueries.has(query.queryKey[0]) });
  return routePath('authentication.line-login', { landing: true }, brand);
}
