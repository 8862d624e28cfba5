import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_LIMIT } from '@crm/contract/privileges';
import type { IssueStatus, PrivilegeHistoryResponse } from '@crm/contract/privileges';
import { http } from '@/lib/http';
import { historyRequest } from '../history-request';

/** Shared with the privilege screens, whose redeem adds to this history. */
export const PRIVILEGE_HISTORY_QUERY_KEY = ['privilege-history'] as const;

export function usePrivilegeHistory(status: IssueStatus | 'all') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...PRIVILEGE_HISTORY_QUERY_KEY, 'list', status],
      queryFn: ({ pageParam }) =>
        http.post<PrivilegeHistoryResponse['data']>('/Customer/History/Privilege', {
          body: historyRequest(status, pageParam, HISTORY_LIMIT),
        }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    }),
  );
}
