import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipProgress } from '@crm/contract/membership';
import { http } from '@/lib/http';
import { MEMBERSHIP_QUERY_KEY, MEMBERSHIP_STALE_TIME } from './membership-keys';

export function getMembershipProgress(): Promise<MembershipProgress> {
  return http.get('/customer/membership-tier/criteria-item');
}

export function membershipProgressQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBERSHIP_QUERY_KEY, 'progress'],
    queryFn: getMembershipProgress,
    staleTime: MEMBERSHIP_STALE_TIME,
  });
}

/** The tier card's conditions: payload[0] is the rule it shows. */
export function useMembershipProgress() {
  return useQuery(membershipProgressQueryOptions());
}
