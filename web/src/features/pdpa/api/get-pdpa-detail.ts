import { useQuery } from '@tanstack/react-query';
import type { PdpaDetail } from '@crm/contract/pdpa';
import { http } from '@/lib/http';

/** The policy behind an SMS consent link, and whether its member already consented. */
export function useSmsConsentDetail(token: string | null) {
  return useQuery({
    queryKey: ['pdpa', 'sms-detail', token],
    // The token goes in the path as sent; it holds only URL-safe JWT characters.
    queryFn: () =>
      http.get<PdpaDetail>(`/pdpa/pdpa-detail/${encodeURIComponent(token ?? '')}`, {
        silent: true,
      }),
    enabled: token !== null && token !== '',
    staleTime: 0,
  });
}
