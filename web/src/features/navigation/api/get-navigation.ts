import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavigationListResponse } from '@crm/contract/navigation';
import { http } from '@/lib/http';

/** The side menu rarely changes within a visit. */
const NAVIGATION_STALE_TIME = 10 * 60_000;

export function getNavigation(brandRef: string): Promise<NavigationListResponse['data']> {
  return http.get('/navigation/list', { query: { brandRef } });
}

export function navigationQueryOptions(brandRef: string | null) {
  return queryOptions({
    queryKey: ['navigation', brandRef],
    queryFn: () => getNavigation(brandRef ?? ''),
    enabled: brandRef !== null,
    staleTime: NAVIGATION_STALE_TIME,
    retryOnMount: false,
    select: (data) => data.nav_bar,
  });
}

/** Fetched once the menu first opens, so a failure only shows when the member asked for it. */
export function useNavigationList(brandRef: string | null, enabled: boolean) {
  return useQuery({ ...navigationQueryOptions(brandRef), enabled: enabled && brandRef !== null });
}
