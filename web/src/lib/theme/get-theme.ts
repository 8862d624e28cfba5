import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThemeResp } from '@crm/contract/theme';
import { http } from '@/lib/http';

/** A brand's theme changes rarely; one fetch a visit is enough. */
export const THEME_STALE_TIME = 30 * 60_000;

export function getTheme(brandRef: string): Promise<{ resp: ThemeResp }> {
  return http.get('/Theme/GetTheme', { query: { brandRef } });
}

export function themeQueryOptions(brandRef: string | null) {
  return queryOptions({
    queryKey: ['theme', brandRef],
    queryFn: () => getTheme(brandRef ?? ''),
    enabled: brandRef !== null,
    staleTime: THEME_STALE_TIME,
    // A failure already showed the error modal once; mounting another reader must not repeat it.
    retryOnMount: false,
    select: (data) => data.resp,
  });
}

export function useThemeQuery(brandRef: string | null) {
  return useQuery(themeQueryOptions(brandRef));
}
