import { RouterProvider } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { ConsoleProviders } from '@/common/providers';
import { router } from './router';

export function App() {
  return (
    <ConsoleProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
