import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageHistoryDetail } from '@crm/contract/packages';
import { http } from '@/lib/http';

/** Key root of the member's bought packages (the profile's history list shares it). */
export const PACKAGE_HISTORY_QUERY_KEY = ['package-history'] as const;

export function purchaseQueryKey(transactionId: string | null) {
  return [...PACKAGE_HISTORY_QUERY_KEY, 'detail', transactionId] as const;
}

/** One purchase with its uses left and the codes taken from it. */
export function usePurchase(transactionId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: purchaseQueryKey(transactionId),
      queryFn: () =>
        http.post<PackageHistoryDetail>('/Customer/History/Package/Detail', {
          body: { Transaction_Id: transactionId! },
        }),
      enabled: transactionId !== null,
    }),
  );
}
