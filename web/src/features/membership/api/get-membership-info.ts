import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipInfo } from '@crm/contract/membership';
import { http } from '@/lib/http';
import { MEMBERSHIP_QUERY_KEY, MEMBERSHIP_STALE_TIME } from './membership-keys';

export function getMembershipInfo(): Promise<MembershipInfo> {
  return http.get('/customer/membership-tier/info');
}

export function membershipInfoQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBERSHIP_QUERY_KEY, 'info'],
    queryFn: getMembershipInfo,
    staleTime: MEMBERSHIP_STALE_TIME,
  });
}

/** The member's tier, its end and whether it is the last one. */
export function useMembershipInfo() {
  return useQuery(membershipInfoQueryOptions());
}
