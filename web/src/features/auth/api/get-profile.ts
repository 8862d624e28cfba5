import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { http } from '@/lib/http';

/** The key root every reader of GET /Customer/info shares; it holds the response as sent. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return http.get('/Customer/info');
}

/** The signed-in member's profile, to fill the registration form with what is already known. */
export function useProfile(enabled = true) {
  return useQuery({
    ...queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile }),
    enabled,
  });
}
