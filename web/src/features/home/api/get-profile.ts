import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { http } from '@/lib/http';

/** The key root every reader of GET /Customer/info shares; it holds the response as sent. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in member's profile: name, photo, points and the next points expiry. */
export function useProfile() {
  return useQuery(
    queryOptions({
      queryKey: PROFILE_QUERY_KEY,
      queryFn: () => http.get<Profile>('/Customer/info'),
    }),
  );
}
