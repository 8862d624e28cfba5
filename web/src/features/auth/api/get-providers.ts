import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginProvider } from '@crm/contract/line';
import { http } from '@/lib/http';

/** A brand's sign-in providers change with its settings, not within a visit. */
const PROVIDERS_STALE_TIME = 10 * 60_000;

/** The brand's OAuth providers; sent with an empty bearer (spec 6). */
export function getProviders(brandRef: string, isGlobal: string) {
  return http.get<LoginProvider[]>('/authentication/Provider', {
    query: { brand_ref: brandRef, Is_Global: isGlobal },
    anonymous: true,
  });
}

export function providersQueryOptions(brandRef: string | null, isGlobal: string) {
  return queryOptions({
    queryKey: ['providers', brandRef, isGlobal],
    queryFn: () => getProviders(brandRef ?? '', isGlobal),
    enabled: brandRef !== null,
    staleTime: PROVIDERS_STALE_TIME,
  });
}

/** The provider list, asked for only when the brand's theme offers LINE at all. */
export function useProviders(brandRef: string | null, isGlobal: string, enabled: boolean) {
  const options = providersQueryOptions(brandRef, isGlobal);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}
