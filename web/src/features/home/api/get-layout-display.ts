import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutDisplay } from '@crm/contract/app-config';
import { http } from '@/lib/http';
import { storage } from '@/lib/storage';

/** The home layout follows the brand's configuration, which rarely changes within a visit. */
const LAYOUT_STALE_TIME = 10 * 60_000;

export function getLayoutDisplay(brandRef: string | null): Promise<LayoutDisplay> {
  // Without a stored brand the bearer token names it.
  return http.get('/dynamicdisplay/LayoutDisplay', { query: { brandRef } });
}

export function layoutDisplayQueryOptions(brandRef: string | null) {
  return queryOptions({
    queryKey: ['layout-display', brandRef],
    queryFn: () => getLayoutDisplay(brandRef),
    staleTime: LAYOUT_STALE_TIME,
  });
}

/** The home sections to render, in order (spec 2.4, remote config). */
export function useLayoutDisplay() {
  return useQuery(layoutDisplayQueryOptions(storage.brandRef()));
}
