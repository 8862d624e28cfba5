import { DEFAULT_LIST_LIMIT, privilegeSystemType } from '@crm/contract/list-values';
import type { PrivilegeListResponse } from '@crm/contract/privileges';
import { http } from '@/lib/http';
import { listRequest } from '@/lib/list-request';

export type PrivilegePage = PrivilegeListResponse['data'];

export interface PrivilegeListParams {
  /** The for-you list (Privilege_System_Type 2) instead of the brand's list. */
  forYou?: boolean;
  categoryId?: number;
  search?: string;
  limit?: number;
}

/**
 * One page of the brand's privileges or of those for the member (spec 7 Privileges). Spec 8: a
 * failed privilege list is silently ignored, so the screen shows what it has.
 */
export function getPrivilegePage(
  params: PrivilegeListParams,
  page: number,
): Promise<PrivilegePage> {
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
