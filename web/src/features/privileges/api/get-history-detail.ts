import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IssueCode, PrivilegeHistoryDetail } from '@crm/contract/privileges';
import { http } from '@/lib/http';

/** Key root of the member's redeemed privileges (the profile's history list shares it). */
export const PRIVILEGE_HISTORY_QUERY_KEY = ['privilege-history'] as const;

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

/** The code to show and its seconds left; always fresh, as the countdown starts from it. */
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
    }),
  );
}
