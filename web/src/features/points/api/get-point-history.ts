import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PointHistoryItem } from '@crm/contract/points';
import { http } from '@/lib/http';
import { pointHistoryBody, type PointHistoryFilter } from '../history-filters';
import { POINTS_QUERY_KEY } from './points-keys';

interface PointHistoryPage {
  payload: PointHistoryItem[];
  page: number;
  limit: number;
  total_record: number;
  total_page: number;
}

export function getPointHistory(
  filter: PointHistoryFilter,
  page: number,
): Promise<PointHistoryPage> {
  return http.post('/Customer/History/Point', { body: pointHistoryBody(filter, page) });
}

/** The member's points entries, newest first, a page of 99 at a time (spec 9). */
export function usePointHistory(filter: PointHistoryFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [
        ...POINTS_QUERY_KEY,
        'history',
        filter.type,
        filter.range.start?.getTime() ?? null,
        filter.range.end?.getTime() ?? null,
      ],
      queryFn: ({ pageParam }) => getPointHistory(filter, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    }),
  );
}
