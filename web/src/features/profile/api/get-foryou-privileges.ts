import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { privilegeSystemType } from '@crm/contract/privileges';
import type { PrivilegeListResponse } from '@crm/contract/privileges';
import { http } from '@/lib/http';

/** Spec 9: lists start at page 1 with 10 a page. */
const PAGE_SIZE = 10;

/** Privileges for the member's tier; a failed list is silently ignored (spec 8). */
export function useForYouPrivileges() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['privileges', 'list', { forYou: true }],
      queryFn: ({ pageParam }) =>
        http.post<PrivilegeListResponse['data']>('/Privilege/ForYou/List', {
          body: {
            Filters: {
              Filters: [
                { Seq: 1, Key: 'Privilege_System_Type', Value: privilegeSystemType.forYou },
              ],
              Ordering: [],
              Page: pageParam,
              Limit: PAGE_SIZE,
            },
          },
          silent: true,
        }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    }),
  );
}
