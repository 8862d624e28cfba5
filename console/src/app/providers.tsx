import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { datesSettings } from '@/common/dates';
import { i18n } from '@/common/i18n';
import { theme } from './theme';

/** Dates follow the language: the provider re-renders when it changes. */
function LocalizedDates({ children }: { children: ReactNode }) {
  useTranslation();
  return <DatesProvider settings={datesSettings()}>{children}</DatesProvider>;
}

export function ConsoleProviders({
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
      <MantineProvider theme={theme} env={mantineEnv}>
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-right" />
            {children}
          </QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
