import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FiltersRequestInput } from '@crm/contract/filters';
import type { PackageListResponse } from '@crm/contract/packages';
import { http } from '@/lib/http';

/** Key root of every package read; buying or using one invalidates it. */
export const PACKAGES_QUERY_KEY = ['packages'] as const;

/** Spec 9: lists start at page 1 with 10 a page. */
const PAGE_SIZE = 10;

function getPackagePage(page: number): Promise<PackageListResponse['data']> {
  const body: FiltersRequestInput = {
    Filters: { Filters: [], Ordering: [], Page: page, Limit: PAGE_SIZE },
  };
  return http.post('/package/List', { body });
}

export function usePackageList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...PACKAGES_QUERY_KEY, 'list'],
      queryFn: ({ pageParam }) => getPackagePage(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    }),
  );
}
