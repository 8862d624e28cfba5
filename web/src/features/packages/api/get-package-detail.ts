import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageDetail } from '@crm/contract/packages';
import { http } from '@/lib/http';
import { PACKAGES_QUERY_KEY } from './get-package-list';

export function usePackageDetail(packageId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PACKAGES_QUERY_KEY, 'detail', packageId],
      queryFn: () =>
        http.get<PackageDetail>('/package/Detail', { query: { packageId: packageId! } }),
      enabled: packageId !== null,
    }),
  );
}
