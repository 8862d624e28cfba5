import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPrivilegePage, type PrivilegeListParams } from '@/lib/api/privileges';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';

export function privilegeListQueryOptions(params: PrivilegeListParams) {
  return infiniteQueryOptions({
    queryKey: [...PRIVILEGES_QUERY_KEY, 'list', params],
    queryFn: ({ pageParam }) => getPrivilegePage(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
}

export function usePrivilegeList(params: PrivilegeListParams) {
  return useInfiniteQuery(privilegeListQueryOptions(params));
}
