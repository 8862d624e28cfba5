import type { ApiError } from '@crm/contract/envelope';
import { ApiRequestError } from '@/lib/http';
import { i18n } from '@/lib/i18n';

/** What went wrong, as the API words it; anything unexpected reads as the generic failure. */
export function failureOf(error: unknown): ApiError {
  if (error instanceof ApiRequestError) return error.error;
  const t = i18n.getFixedT(null, 'common');
  return {
    http_status: 0,
    code: 'UNKNOWN',
    title_th: t('errors.genericTitle'),
    message_th: t('errors.genericMessage'),
    title_en: t('errors.genericTitle'),
    message_en: t('errors.genericMessage'),
  };
}
