import type { QueryClient } from '@tanstack/react-query';
import { layoutDisplayQueryOptions } from '@/features/home/api/get-layout-display';
import { membershipInfoQueryOptions } from '@/features/membership/api/get-membership-info';
import { membershipProgressQueryOptions } from '@/features/membership/api/get-membership-progress';
import { membershipSystemQueryOptions } from '@/features/membership/api/get-membership-system';
import { privilegeListQueryOptions } from '@/features/privileges/api/get-privilege-list';
import { profileQueryOptions } from '@/lib/api/profile';
import type { RouteName } from '@/lib/routes';
import { storage } from '@/lib/storage';

/**
 * What a signed-in page asks the API for when it first draws, asked while its code is still on
 * the way, so the two arrive together rather than one after the other. Each is the same query the
 * page runs, so the page finds it in the cache (or in flight) and does not ask again.
 */
const firstQueries: Partial<Record<RouteName, (client: QueryClient) => Promise<unknown>[]>> = {
  home: (client) => [
    client.prefetchQuery(profileQueryOptions()),
    client.prefetchQuery(layoutDisplayQueryOptions(storage.brandRef())),
    client.prefetchQuery(membershipInfoQueryOptions()),
    client.prefetchQuery(membershipProgressQueryOptions()),
    client.prefetchQuery(membershipSystemQueryOptions()),
  ],
  // The list before any category or search is chosen.
  privilege: (client) => [
    client.prefetchInfiniteQuery(privilegeListQueryOptions({ categoryId: undefined, search: '' })),
  ],
};

export function prefetchRouteData(name: RouteName, client: QueryClient): void {
  // A failed prefetch is the page's to show: its own query asks again and reports the failure.
  void Promise.allSettled(firstQueries[name]?.(client) ?? []);
}
