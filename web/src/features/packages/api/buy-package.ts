import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crm/contract/privileges';
import type { BoughtPackage, IssuePackageBody } from '@crm/contract/packages';
import { http } from '@/lib/http';
import { PACKAGES_QUERY_KEY } from './get-package-list';
import { PACKAGE_HISTORY_QUERY_KEY } from './get-purchase';

/** Points moved: every reader of the profile (balance) refetches. */
const PROFILE_QUERY_KEY = ['profile'] as const;

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
    onSuccess: () =>
      Promise.all(
        [PACKAGES_QUERY_KEY, PACKAGE_HISTORY_QUERY_KEY, PROFILE_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
