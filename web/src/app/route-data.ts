import type { QueryClient } from '@tanstack/react-query';
import { providersQueryOptions } from '@/features/auth/api/get-providers';
import { layoutDisplayQueryOptions } from '@/features/home/api/get-layout-display';
import { prefetchSectionPrivileges } from '@/features/home/api/get-section-privileges';
import { membershipInfoQueryOptions } from '@/features/membership/api/get-membership-info';
import { membershipProgressQueryOptions } from '@/features/membership/api/get-membership-progress';
import { membershipSystemQueryOptions } from '@/features/membership/api/get-membership-system';
import { categoriesQueryOptions } from '@/features/privileges/api/get-categories';
import { defaultImageQueryOptions } from '@/features/privileges/api/get-default-image';
import { privilegeListQueryOptions } from '@/features/privileges/api/get-privilege-list';
import { profileQueryOptions } from '@/lib/api/profile';
import { currentBrand } from '@/lib/brand';
import type { RouteName } from '@/lib/routes';
import { nextTask } from '@/lib/next-task';
import { storage } from '@/lib/storage';
import { themeQueryOptions } from '@/lib/theme/get-theme';
import { resolveTheme } from '@/lib/theme/resolve-theme';

/**
 * The sign-in page's buttons wait for the brand's providers, which it asks for when the brand's
 * theme offers LINE: asked here when that theme is already known (sent with the page).
 */
function signInProviders(client: QueryClient): Promise<unknown>[] {
  const { brandRef, isGlobal } = currentBrand();
  const settings = pageSettings(client);
  if (brandRef === null || !settings?.login.isLoginByLine) return [];
  return [client.prefetchQuery(providersQueryOptions(brandRef, isGlobal ?? 'false'))];
}

/** The brand's settings when its theme is already known (sent with the page), else undefined. */
function pageSettings(client: QueryClient) {
  const theme = client.getQueryData(themeQueryOptions(storage.brandRef()).queryKey);
  return theme ? resolveTheme(theme.resp).settings : undefined;
}

/**
 * What a page asks the API for when it first draws, asked while its code is still on the way,
 * so the two arrive together rather than one after the other. Each is the same query the page
 * runs, so the page finds it in the cache (or in flight) and does not ask again.
 */
const firstQueries: Partial<Record<RouteName, (client: QueryClient) => Promise<unknown>[]>> = {
  'authentication.line-login': signInProviders,
  home: (client) => [
    client.prefetchQuery(profileQueryOptions()),
    // The sections' lists as soon as the layout names them: asked for in home's render, their
    // requests came later and made that render longer.
    client
      .fetchQuery(layoutDisplayQueryOptions(storage.brandRef()))
      .then((layout) => Promise.allSettled(prefetchSectionPrivileges(client, layout.content))),
    client.prefetchQuery(membershipInfoQueryOptions()),
    client.prefetchQuery(membershipProgressQueryOptions()),
    client.prefetchQuery(membershipSystemQueryOptions()),
  ],
  // The list before any category or search is chosen, the brand's picture for privileges without
  // one, and its categories when it shows them.
  privilege: (client) => [
    client.prefetchInfiniteQuery(privilegeListQueryOptions({ categoryId: undefined, search: '' })),
    client.prefetchQuery(defaultImageQueryOptions()),
    ...(pageSettings(client)?.privilegePage.isCatagoryActive
      ? [client.prefetchQuery(categoriesQueryOptions())]
      : []),
  ],
};

export function prefetchRouteData(name: RouteName, client: QueryClient): void {
  // In a task of its own, after the router's start: each request costs a phone's main thread a
  // few milliseconds, and the start with them was one long task. The page's code is still on
  // the way; a page that renders first asks for the same queries, and they are not asked twice.
  void nextTask().then(() =>
    // A failed prefetch is the page's to show: its own query asks again and reports the failure.
    Promise.allSettled(firstQueries[name]?.(client) ?? []),
  );
}
