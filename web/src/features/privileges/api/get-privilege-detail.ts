import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivilegeDetail } from '@crm/contract/privileges';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';

export function usePrivilegeDetail(privilegeId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PRIVILEGES_QUERY_KEY, 'detail', privilegeId],
      queryFn: () =>
        http.get<PrivilegeDetail>('/privilege/Detail', { query: { privilegeId: privilegeId! } }),
      enabled: privilegeId !== null,
    }),
  );
}
