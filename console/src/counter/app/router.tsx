import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { COUNTER_BASENAME, counterPaths } from '../common/paths';
import { SHELL_ROUTE } from '../common/shell';
import { branchLoader, changePasswordLoader, shellLoader, signInLoader } from './guards';
import { CounterLayout } from './layout/counter-layout';
import { RouteError, StartupFallback } from '@/common/components/route-fallbacks';

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: StartupFallback,
    children: [
      {
        path: counterPaths.signIn,
        loader: signInLoader,
        lazy: () => import('../routes/sign-in/page'),
      },
      {
        path: counterPaths.changePassword,
        loader: changePasswordLoader,
        lazy: async () => ({
          Component: (await import('@/common/components/first-password-screen'))
            .FirstPasswordScreen,
        }),
      },
      {
        path: counterPaths.branch,
        loader: branchLoader,
        lazy: () => import('../routes/branch/page'),
      },
      {
        id: SHELL_ROUTE,
        loader: shellLoader,
        Component: CounterLayout,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../routes/home/page') },
          { path: counterPaths.earn, lazy: () => import('../routes/earn/page') },
          { path: counterPaths.redeem, lazy: () => import('../routes/redeem/page') },
          { path: counterPaths.shift, lazy: () => import('../routes/shift/page') },
          { path: '*', loader: () => redirect(counterPaths.home) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: COUNTER_BASENAME });
