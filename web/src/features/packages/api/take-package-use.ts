import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crm/contract/offers';
import type { UsedPackage } from '@crm/contract/packages';
import { PACKAGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';

/** Takes one use of a purchase and returns its code; one Idempotency-Key per attempt. */
export function takePackageUse(transactionId: string): Promise<UsedPackage> {
  return http.post('/package/Use', {
    body: { Transaction_Id: transactionId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
}

export function useTakePackageUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takePackageUse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGE_HISTORY_QUERY_KEY }),
  });
}
