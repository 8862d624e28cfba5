import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { applyAppStylesheet } from '@/lib/app-stylesheet';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  // With the first commit, which lays the page out anyway (a drawn page's boot script fetched it).
  useLayoutEffect(() => applyAppStylesheet(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
