import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crm/contract/offers';
import type { BoughtPackage, IssuePackageBody } from '@crm/contract/packages';
import { invalidateProfile } from '@/lib/api/profile';
import { PACKAGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';
import { PACKAGES_QUERY_KEY } from './get-package-list';

/** Buys one package with points; a new Idempotency-Key per attempt so a repeat is not charged. */
export function buyPackage(packageId: number): Promise<BoughtPackage> {
  const body: IssuePackageBody = { Package_Id: packageId, Amount: 1 };
  return http.post('/package/Issue', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
}

export function useBuyPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyPackage,
    // Stock, the member's packages and their points balance all moved.
    onSuccess: () =>
      Promise.all([
        ...[PACKAGES_QUERY_KEY, PACKAGE_HISTORY_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        invalidateProfile(queryClient),
      ]),
  });
}
