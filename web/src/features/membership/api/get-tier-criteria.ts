import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TierCriteriaItem } from '@crm/contract/membership';
import { http } from '@/lib/http';
import { MEMBERSHIP_QUERY_KEY, MEMBERSHIP_STALE_TIME } from './membership-keys';

export function getTierCriteria(): Promise<TierCriteriaItem[]> {
  return http.get('/customer/membership-tier/criteria');
}

/** The rules out of the member's tier: upgrade rules, or keep rules on the last tier. */
export function useTierCriteria() {
  return useQuery(
    queryOptions({
      queryKey: [...MEMBERSHIP_QUERY_KEY, 'criteria'],
      queryFn: getTierCriteria,
      staleTime: MEMBERSHIP_STALE_TIME,
    }),
  );
}
