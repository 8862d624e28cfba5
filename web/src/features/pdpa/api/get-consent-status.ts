import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { http } from '@/lib/http';

/** The key root every reader of GET /Customer/info shares; it holds the response as sent. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in member's consent, read from their profile. */
export function useConsentStatus(enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: PROFILE_QUERY_KEY,
      queryFn: () => http.get<Profile>('/Customer/info'),
    }),
    enabled,
    select: (profile) => ({
      isConsent: profile.is_consent_pdpa,
      isWithdrawn: profile.is_withdraw_pdpa,
    }),
  });
}
