import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/common/paths';
import { sections } from '@/common/sections';
import { BASENAME, changePasswordLoader, sectionLoader, shellLoader, signInLoader } from './guards';
import { ConsoleLayout } from './layout/console-layout';
import { RouteError, StartupFallback } from '@/common/components/route-fallbacks';
import { bareScreens, screens } from './screens';

export interface SectionHandle {
  sectionId: string;
}

const sectionRoutes: RouteObject[] = sections.map((section) => ({
  path: section.path,
  handle: { sectionId: section.id } satisfies SectionHandle,
  loader: sectionLoader(section),
  children: screens[section.id],
}));

const bareRoutes: RouteObject[] = sections.flatMap((section) => {
  const children = bareScreens[section.id];
  return children ? [{ path: section.path, loader: sectionLoader(section), children }] : [];
});

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: StartupFallback,
    children: [
      {
        path: paths.signIn,
        loader: signInLoader,
        lazy: () => import('@/routes/sign-in/page'),
      },
      {
        path: paths.changePassword,
        loader: changePasswordLoader,
        lazy: async () => ({
          Component: (await import('@/common/components/first-password-screen'))
            .FirstPasswordScreen,
        }),
      },
      ...bareRoutes,
      {
        loader: shellLoader,
        Component: ConsoleLayout,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('@/routes/dashboard/page') },
          { path: paths.account, lazy: () => import('@/routes/account/page') },
          ...sectionRoutes,
          { path: '*', loader: () => redirect(paths.dashboard) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
