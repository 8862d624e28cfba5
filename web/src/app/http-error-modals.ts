import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { feedback } from '@/components/ui/feedback';
import { reportConsentRefusal } from '@/features/pdpa/withdrawn-consent';
import { consentRefusalOf, setHttpErrorListener } from '@/lib/http';
import { localized } from '@/lib/i18n';
import { isOnline } from '@/lib/online';
import { brandPath, routeByPath } from '@/lib/routes';
import { endSession } from '@/lib/session';

/**
 * How failed calls look (spec 8): 401 opens the default error modal and closing it ends the
 * session; a refusal for lack of consent opens the consent flow of spec 4 rather than an error
 * (the withdrawn-consent warning, or home's consent modal for a member who never consented);
 * a call that fails while the device is offline shows one offline notice; anything else opens a
 * danger modal with the server's title and message, in English when the app is.
 */
export function useHttpErrorModals(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // Set as the shell commits, before its pages' first calls can answer: Preact runs plain
  // effects only after the next paint, and a failure before then would go untold.
  useLayoutEffect(() => {
    setHttpErrorListener((error) => {
      if (error.status === 401) {
        feedback.open({
          preset: 'warning',
          title: t('errors.expiredTitle'),
          description: t('errors.expiredMessage'),
          onClose: () => void navigate(endSession('token'), { replace: true }),
        });
        return;
      }
      // Offline, every call fails alike: one quiet notice, and screens draw what they kept.
      if (error.error.code === 'NETWORK_ERROR' && !isOnline()) {
        void import('@/components/ui/toast').then(({ showOffline }) => showOffline());
        return;
      }
      const refusal = consentRefusalOf(error);
      if (refusal) {
        const next = reportConsentRefusal(queryClient, refusal);
        if (next && routeByPath(pathname)?.name !== next) void navigate(brandPath(next));
        return;
      }
      feedback.open({
        preset: 'warning',
        type: 'danger',
        title: localized(error.error.title_th, error.error.title_en),
        description: localized(error.error.message_th, error.error.message_en),
      });
    });
    return () => setHttpErrorListener(() => undefined);
  }, [navigate, pathname, queryClient, t]);
}
