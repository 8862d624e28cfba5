import { RouterProvider } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { ConsoleProviders } from '@/common/providers';
import { router } from './router';
import { counterTheme } from './theme';

export function CounterApp() {
  return (
    <ConsoleProviders queryClient={queryClient} theme={counterTheme}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
