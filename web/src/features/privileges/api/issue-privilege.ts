import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crm/contract/offers';
import type { IssuedPrivilege, IssuePrivilegeBody } from '@crm/contract/privileges';
import { invalidateProfile } from '@/lib/api/profile';
import { PRIVILEGE_HISTORY_QUERY_KEY, PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';

/**
 * Redeems with points. Each attempt carries a new Idempotency-Key, so a request the network
 * repeats is answered once and points are never taken twice.
 */
export function issuePrivilege(privilegeId: number): Promise<IssuedPrivilege> {
  const body: IssuePrivilegeBody = { Privilege_Id: privilegeId, Amount: 1, Type: 1 };
  return http.post('/privilege/Issue', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
}

export function useIssuePrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issuePrivilege,
    // Stock, the member's history and their points balance all moved.
    onSuccess: () =>
      Promise.all([
        ...[PRIVILEGES_QUERY_KEY, PRIVILEGE_HISTORY_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        invalidateProfile(queryClient),
      ]),
  });
}
