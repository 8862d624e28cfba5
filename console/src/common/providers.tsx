import type { ReactNode } from 'react';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { datesSettings } from './dates';
import { i18n } from './i18n';
import { theme as consoleTheme } from './theme';

/** Dates follow the language: the provider re-renders when it changes. */
function LocalizedDates({ children }: { children: ReactNode }) {
  useTranslation();
  return <DatesProvider settings={datesSettings()}>{children}</DatesProvider>;
}

/** What every page of the console build draws inside: the console, and the counter with its theme. */
export function ConsoleProviders({
  queryClient,
  theme = consoleTheme,
  mantineEnv = 'default',
  children,
}: {
  queryClient: QueryClient;
  theme?: MantineThemeOverride;
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
