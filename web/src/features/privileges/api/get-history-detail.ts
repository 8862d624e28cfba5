import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IssueCode, PrivilegeHistoryDetail } from '@crm/contract/privileges';
import { PRIVILEGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';
import { LIVE_POLL_MS } from '@/lib/query-client';

export function usePrivilegeHistoryDetail(transactionId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PRIVILEGE_HISTORY_QUERY_KEY, 'detail', transactionId],
      queryFn: () =>
        http.post<PrivilegeHistoryDetail>('/Customer/History/Privileg/Detail', {
          body: { Transaction_Id: transactionId! },
        }),
      enabled: transactionId !== null,
    }),
  );
}

/**
 * The code to show and its seconds left; always fresh, as the countdown starts from it. While an
 * active code is shown it is asked again, so the sheet sees the store use it.
 */
export function useIssueCode(transactionId: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...PRIVILEGE_HISTORY_QUERY_KEY, 'code', transactionId],
      queryFn: () =>
        http.post<IssueCode>('/Customer/History/Privileg/GetIssueCode', {
          body: { Transaction_Id: transactionId! },
        }),
      enabled: enabled && transactionId !== null,
      staleTime: 0,
      gcTime: 0,
      refetchInterval: (query) => (query.state.data?.status === 'active' ? LIVE_POLL_MS : false),
      refetchIntervalInBackground: false,
    }),
  );
}
