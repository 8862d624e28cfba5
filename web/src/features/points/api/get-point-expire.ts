import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointExpire } from '@crm/contract/points';
import { http } from '@/lib/http';
import { POINTS_QUERY_KEY } from './points-keys';

export function getPointExpire(): Promise<PointExpire> {
  return http.get('/Customer/History/PointExpire');
}

/** Points still held, by expiry day and lot by lot. */
export function usePointExpire() {
  return useQuery(
    queryOptions({ queryKey: [...POINTS_QUERY_KEY, 'expire'], queryFn: getPointExpire }),
  );
}
