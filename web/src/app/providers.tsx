import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { deferred } from '@/components/ui/deferred';

const Toaster = deferred(() => import('sonner').then((module) => module.Toaster));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            duration={1000}
            toastOptions={{ style: { fontFamily: 'var(--font)' } }}
          />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
