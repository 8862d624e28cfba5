import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { privilegeSystemType } from '@crm/contract/privileges';
import type { PrivilegeListResponse } from '@crm/contract/privileges';
import { http } from '@/lib/http';
import { DEFAULT_LIST_LIMIT, listRequest } from '../list-request';

type PrivilegePage = PrivilegeListResponse['data'];

/** Key root of every privilege read; issuing a privilege invalidates it (stock and points move). */
export const PRIVILEGES_QUERY_KEY = ['privileges'] as const;

export interface PrivilegeListParams {
  /** The for-you list (Privilege_System_Type 2) instead of the brand's list. */
  forYou?: boolean;
  categoryId?: number;
  search?: string;
  limit?: number;
}

/** Spec 8: a failed privilege list is silently ignored (the page shows what it has). */
function getPrivilegePage(params: PrivilegeListParams, page: number): Promise<PrivilegePage> {
  const body = listRequest({
    search: params.search,
    filters: {
      category_id: params.categoryId,
      ...(params.forYou ? { Privilege_System_Type: privilegeSystemType.forYou } : {}),
    },
    page,
    limit: params.limit ?? DEFAULT_LIST_LIMIT,
  });
  const path = params.forYou ? '/Privilege/ForYou/List' : '/privilege/List';
  return http.post(path, { body, silent: true });
}

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
