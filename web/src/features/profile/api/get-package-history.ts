import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_LIMIT } from '@crm/contract/privileges';
import type { PackageHistoryResponse, PurchaseStatus } from '@crm/contract/packages';
import { http } from '@/lib/http';
import { historyRequest } from '../history-request';

/** Shared with the package screens, whose buy and use change this history. */
export const PACKAGE_HISTORY_QUERY_KEY = ['package-history'] as const;

export function usePackageHistory(status: PurchaseStatus | 'all') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...PACKAGE_HISTORY_QUERY_KEY, 'list', status],
      queryFn: ({ pageParam }) =>
        http.post<PackageHistoryResponse['data']>('/Customer/History/Package', {
          body: historyRequest(status, pageParam, HISTORY_LIMIT),
        }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    }),
  );
}
