import { createBrowserRouter } from 'react-router';
import { routeTable } from '@/lib/routes';

export const router = createBrowserRouter([
  {
    path: routeTable.landing.path,
    lazy: () =>
      import('@/features/landing/components/landing-page').then((m) => ({
        Component: m.LandingPage,
      })),
  },
]);
