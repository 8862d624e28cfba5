import { useInfiniteQuery } from '@tanstack/react-query';
import type { PackagePurchase, PurchaseStatus } from '@crm/contract/packages';
import { PACKAGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import type { HistoryFilter } from '../history-request';
import { historyQueryOptions } from './history-query';

export function usePackageHistory(filter: HistoryFilter<PurchaseStatus>) {
  return useInfiniteQuery(
    historyQueryOptions<PackagePurchase>(
      PACKAGE_HISTORY_QUERY_KEY,
      '/Customer/History/Package',
      filter,
    ),
  );
}
