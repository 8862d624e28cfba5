import { useInfiniteQuery } from '@tanstack/react-query';
import type { IssueStatus } from '@crm/contract/offers';
import type { PrivilegeHistoryItem } from '@crm/contract/privileges';
import { PRIVILEGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import type { HistoryFilter } from '../history-request';
import { historyQueryOptions } from './history-query';

export function usePrivilegeHistory(filter: HistoryFilter<IssueStatus>) {
  return useInfiniteQuery(
    historyQueryOptions<PrivilegeHistoryItem>(
      PRIVILEGE_HISTORY_QUERY_KEY,
      '/Customer/History/Privilege',
      filter,
    ),
  );
}
