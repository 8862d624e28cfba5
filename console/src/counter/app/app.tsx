import { RouterProvider } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { CounterProviders } from './providers';
import { router } from './router';

export function CounterApp() {
  return (
    <CounterProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </CounterProviders>
  );
}
