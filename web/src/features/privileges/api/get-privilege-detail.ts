import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivilegeDetail } from '@crm/contract/privileges';
import { http } from '@/lib/http';
import { PRIVILEGES_QUERY_KEY } from './get-privilege-list';

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
