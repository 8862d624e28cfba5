import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageHistoryDetail } from '@crm/contract/packages';
import { PACKAGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';
import { LIVE_POLL_MS } from '@/lib/query-client';

export function purchaseQueryKey(transactionId: string | null) {
  return [...PACKAGE_HISTORY_QUERY_KEY, 'detail', transactionId] as const;
}

/**
 * One purchase with its uses left and the codes taken from it; `live` while one of its codes is
 * shown at the store, so the screen sees the store use it.
 */
export function usePurchase(transactionId: string | null, live = false) {
  return useQuery(
    queryOptions({
      queryKey: purchaseQueryKey(transactionId),
      queryFn: () =>
        http.post<PackageHistoryDetail>('/Customer/History/Package/Detail', {
          body: { Transaction_Id: transactionId! },
        }),
      enabled: transactionId !== null,
      refetchInterval: live ? LIVE_POLL_MS : false,
      refetchIntervalInBackground: false,
    }),
  );
}
