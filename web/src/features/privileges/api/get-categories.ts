import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivilegeCategoryResponse } from '@crm/contract/privileges';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';

/** Categories change with the brand's catalogue, not within a visit. */
const CATEGORIES_STALE_TIME = 10 * 60_000;

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: [...PRIVILEGES_QUERY_KEY, 'categories'],
    queryFn: () =>
      http.get<PrivilegeCategoryResponse['data']>('/privilege/Category', { silent: true }),
    staleTime: CATEGORIES_STALE_TIME,
  });
}

export function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
