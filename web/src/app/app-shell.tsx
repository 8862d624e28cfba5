import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { feedback } from '@/components/ui/feedback';
import { deferred } from '@/components/ui/deferred';
import { useHistoryLayerSync } from '@/components/ui/history-layer';
import { SpinnerOverlayHost } from '@/components/ui/spinner-overlay';
import { useRouteChange } from '@/components/ui/use-route-change';
import { markFirstScreenDrawn } from '@/lib/first-screen';
import { useApplyBrandTheme } from '@/lib/theme/use-brand-theme';
import { routeByPath } from '@/lib/routes';
import { useHttpErrorModals } from './http-error-modals';
import { pageSettled } from './page-settled';
import { SlideDirectionContext, useSlideDirection } from './use-slide-direction';

const FeedbackModalHost = deferred(() =>
  import('@/components/ui/feedback-modal').then((module) => module.FeedbackModalHost),
);

/** The root of every page: theme, error modals, shared overlays, transitions and the tab title. */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const direction = useSlideDirection(pathname);
  useApplyBrandTheme();
  useHttpErrorModals();
  useRouteChange(feedback.onRouteChange);
  useHistoryLayerSync();
  const queryClient = useQueryClient();
  useEffect(() => markFirstScreenDrawn(() => pageSettled(queryClient)), [queryClient]);

  const name = routeByPath(pathname)?.name;
  useEffect(() => {
    document.title = name ? `${t(`pages.${name}.title`)} · ${t('appName')}` : t('appName');
  }, [name, t]);

  return (
    <SlideDirectionContext value={direction}>
      <Outlet />
      <Suspense fallback={null}>
        <FeedbackModalHost />
      </Suspense>
      <SpinnerOverlayHost />
      <ScrollRestoration />
    </SlideDirectionContext>
  );
}
