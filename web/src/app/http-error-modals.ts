import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/components/ui/feedback';
import { setHttpErrorListener } from '@/lib/http';
import { endSession } from '@/lib/session';

/**
 * How failed calls look (spec 8): 401 opens the default error modal and closing it ends the
 * session; anything else opens a danger modal with the server's Thai title and message.
 */
export function useHttpErrorModals(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
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
      feedback.open({
        preset: 'warning',
        type: 'danger',
        title: error.error.title_th,
        description: error.error.message_th,
      });
    });
    return () => setHttpErrorListener(() => undefined);
  }, [navigate, t]);
}
