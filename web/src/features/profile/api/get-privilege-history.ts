import { useInfiniteQuery } from '@tanstack/react-query';
import type { IssueStatus, PrivilegeHistoryItem } from '@crm/contract/privileges';
import type { HistoryFilter } from '../history-request';
import { historyQueryOptions } from './history-query';

/** Shared with the privilege screens, whose redeem adds to this history. */
export const PRIVILEGE_HISTORY_QUERY_KEY = ['privilege-history'] as const;

export function usePrivilegeHistory(filter: HistoryFilter<IssueStatus>) {
  return useInfiniteQuery(
    historyQueryOptions<PrivilegeHistoryItem>(
      PRIVILEGE_HISTORY_QUERY_KEY,
      '/Customer/History/Privilege',
      filter,
    ),
  );
}
