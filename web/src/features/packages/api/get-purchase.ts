import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageHistoryDetail } from '@crm/contract/packages';
import { PACKAGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';

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
