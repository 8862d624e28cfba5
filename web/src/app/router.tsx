import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { currentBrand } from '@/lib/brand';
import { withNamespaces } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { routeTable, type Layout, type RouteName } from '@/lib/routes';
import { queryClient } from '@/lib/query-client';
import { endSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { seedPageTheme } from '@/lib/theme/page-theme';
import { seedPagePrivileges } from '@/features/privileges/api/page-preview';
import { AppShell } from './app-shell';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { guardNavigation } from './route-guard';
import { forgetReturnTo, pendingReturnTo, rememberReturnTo } from './return-to';
import { RouteError, StartupFallback } from './route-fallbacks';
import { prefetchRouteData } from './route-data';
import { layoutNamespaces, routePages } from './route-pages';
import { captureStartParams } from './start-params';

export interface RouteHandle {
  name: RouteName;
}

const routeNames = Object.keys(routeTable) as RouteName[];

/** One lazy page per route; the guard runs before it loads and may send the visitor elsewhere. */
function pageRoute(name: RouteName): RouteObject {
  return {
    path: routeTable[name].path,
    handle: { name } satisfies RouteHandle,
    loader: ({ request }) => {
      const url = new URL(request.url);
      const brand = currentBrand();
      const brandRef = url.searchParams.get('brandRef') ?? brand.brandRef;
      const outcome = guardNavigation({
        name,
        url,
        token: storage.get('userToken'),
        brand,
        returnTo: name === 'home' ? pendingReturnTo(brandRef) : null,
      });
      if (outcome.type === 'allow') {
        prefetchRouteData(name, queryClient);
        return null;
      }
      if (outcome.clearSession) endSession('token');
      if (outcome.remember) rememberReturnTo(outcome.remember, brandRef);
      if (outcome.resume) forgetReturnTo();
      return replace(outcome.to);
    },
    lazy: async () => {
      // Asking for the page's modules and texts costs the main thread (a link for each file):
      // done in a task of its own, it is not part of the router's start.
      await nextTask();
      return {
        Component: await withNamespaces(
          layoutNamespaces[routeTable[name].layout],
          routePages[name],
        )(),
      };
    },
  };
}

const pagesOf = (layout: Layout) =>
  routeNames.filter((name) => routeTable[name].layout === layout).map(pageRoute);

export function createAppRouter() {
  captureStartParams(window.location);
  // Before the first page's loader, which reads the brand's settings from it.
  seedPageTheme(queryClient);
  seedPagePrivileges(queryClient);
  return createBrowserRouter([
    {
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: StartupFallback,
      children: [
        { Component: AuthLayout, children: pagesOf('authentication') },
        { Component: MainLayout, children: pagesOf('main') },
        // Unknown paths go home; the guard turns visitors to the sign-in page from there.
        { path: '*', loader: () => replace(routeTable.home.path) },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has its first page's code, texts and redirects settled. */
export function routerReady(appRouter: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized) return resolve();
    const unsubscribe = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
