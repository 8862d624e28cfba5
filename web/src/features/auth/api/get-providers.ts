import type { LoginProvider } from '@crm/contract/line';
import { http } from '@/lib/http';

/** The brand's OAuth providers; sent with an empty bearer (spec 6). */
export function getProviders(brandRef: string, isGlobal: string) {
  return http.get<LoginProvider[]>('/authentication/Provider', {
    query: { brand_ref: brandRef, Is_Global: isGlobal },
    anonymous: true,
  });
}
