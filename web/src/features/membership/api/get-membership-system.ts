import { queryOptions, useQuery } from '@tanstack/react-query';
import type { membershipSystemResponse } from '@crm/contract/membership';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { MEMBERSHIP_QUERY_KEY, MEMBERSHIP_STALE_TIME } from './membership-keys';

type MembershipSystem = z.infer<typeof membershipSystemResponse>['data'];

export function getMembershipSystem(): Promise<MembershipSystem> {
  return http.get('/customer/membership-tier/system');
}

export function membershipSystemQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBERSHIP_QUERY_KEY, 'system'],
    queryFn: getMembershipSystem,
    staleTime: MEMBERSHIP_STALE_TIME,
    select: (data) => data.is_opensystem,
  });
}

/** Whether the brand runs an open system (no tiers): tier icons are hidden then (spec 2.8). */
export function useIsOpenSystem() {
  return useQuery(membershipSystemQueryOptions());
}
