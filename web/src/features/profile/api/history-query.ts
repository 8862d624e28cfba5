import { infiniteQueryOptions } from '@tanstack/react-query';
import { HISTORY_LIMIT } from '@crm/contract/offers';
import { http } from '@/lib/http';
import { historyFilters, historyRequest } from '../history-request';
import type { HistoryFilter } from '../history-request';

interface HistoryPage<T> {
  payload: T[];
  page: number;
  total_page: number;
}

/** A history list read page by page, cached per status and days under the resource's key. */
export function historyQueryOptions<T>(
  rootKey: readonly string[],
  path: string,
  filter: HistoryFilter<string>,
) {
  const filters = historyFilters(filter);
  return infiniteQueryOptions({
    queryKey: [...rootKey, 'list', filters],
    queryFn: ({ pageParam }) =>
      http.post<HistoryPage<T>>(path, { body: historyRequest(filters, pageParam, HISTORY_LIMIT) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
}
