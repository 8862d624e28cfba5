import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetLogoResponse } from '@crm/contract/theme';
import { http } from '@/lib/http';

const LOGO_STALE_TIME = 30 * 60_000;

export function getLogo(brandRef: string): Promise<GetLogoResponse['data']> {
  // The splash has a bundled logo to fall back on, so a failure needs no modal.
  return http.get('/Theme/GetLogo', { query: { brandRef }, silent: true });
}

/** The login logo: index 0 of the brand's logo list (spec 3, Brand logo response). */
export function useLoginLogo(brandRef: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['logo', brandRef],
      queryFn: () => getLogo(brandRef ?? ''),
      enabled: brandRef !== null,
      staleTime: LOGO_STALE_TIME,
      select: (data) => data.resp.imagelist[0]?.imageurl,
    }),
  );
}
