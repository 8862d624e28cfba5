import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/common/i18n';
import { counterTheme } from './theme';

export function CounterProviders({
  queryClient,
  mantineEnv = 'default',
  children,
}: {
  queryClient: QueryClient;
  /** 'test' draws the kit without transitions or portals, for component tests. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={counterTheme} env={mantineEnv}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-center" />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
