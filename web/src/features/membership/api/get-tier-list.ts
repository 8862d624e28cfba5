import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TierListItem } from '@crm/contract/membership';
import { http } from '@/lib/http';
import { MEMBERSHIP_QUERY_KEY } from './membership-keys';

/** The brand's tiers change with its configuration, not with the member's activity. */
const TIER_LIST_STALE_TIME = 30 * 60_000;

export function getTierList(): Promise<TierListItem[]> {
  return http.get('/customer/membership-tier/list');
}

/** Every tier of the brand, entry tier first. */
export function useTierList() {
  return useQuery(
    queryOptions({
      queryKey: [...MEMBERSHIP_QUERY_KEY, 'list'],
      queryFn: getTierList,
      staleTime: TIER_LIST_STALE_TIME,
    }),
  );
}
