import { queryOptions } from '@tanstack/react-query';
import { KEYSET_MAX_LIMIT } from '@crm/contract/keyset-page';
import type { OperatorBranch, OperatorMe } from '@crm/contract/operator-auth';
import type { Branch } from '@crm/contract/operator-team';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

const brandBranchesQuery = queryOptions({
  queryKey: ['store', 'brand-branches'],
  queryFn: ({ signal }) =>
    http.get<{ items: Branch[] }>('/operator/team/branches', {
      query: { limit: KEYSET_MAX_LIMIT },
      signal,
    }),
  staleTime: 5 * 60_000,
});

/**
 * Where the operator may work the counter: their own branches, or, for those who work for the
 * whole brand (no branches of their own), every open branch of the brand.
 */
export async function counterBranchesOf(me: OperatorMe): Promise<OperatorBranch[]> {
  if (me.branches.length > 0 || !me.permissions.includes('branches.read')) return me.branches;
  const page = await queryClient.ensureQueryData(brandBranchesQuery);
  return page.items
    .filter((branch) => branch.active)
    .map(({ branch_ref, name_th, name_en }) => ({ branch_ref, name_th, name_en }));
}
