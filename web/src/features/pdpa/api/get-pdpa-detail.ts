import { useQuery } from '@tanstack/react-query';
import type { PdpaDetail } from '@crm/contract/pdpa';
import { http } from '@/lib/http';

/**
 * The policy behind an SMS consent link, whether its member already consented, and what the
 * link stands for (member code, policy id), which the consent is posted with.
 */
export function useSmsConsentDetail(token: string | null) {
  return useQuery({
    queryKey: ['pdpa', 'sms-detail', token],
    // The link's id as the SMS gave it; encoded in case it was altered on the way.
    queryFn: () =>
      http.get<PdpaDetail>(`/pdpa/pdpa-detail/${encodeURIComponent(token ?? '')}`, {
        silent: true,
      }),
    enabled: token !== null && token !== '',
    staleTime: 0,
  });
}
