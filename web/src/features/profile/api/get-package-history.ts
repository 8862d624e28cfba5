import { useInfiniteQuery } from '@tanstack/react-query';
import type { PackagePurchase, PurchaseStatus } from '@crm/contract/packages';
import type { HistoryFilter } from '../history-request';
import { historyQueryOptions } from './history-query';

/** Shared with the package screens, whose buy and use change this history. */
export const PACKAGE_HISTORY_QUERY_KEY = ['package-history'] as const;

export function usePackageHistory(filter: HistoryFilter<PurchaseStatus>) {
  return useInfiniteQuery(
    historyQueryOptions<PackagePurchase>(
      PACKAGE_HISTORY_QUERY_KEY,
      '/Customer/History/Package',
      filter,
    ),
  );
}
