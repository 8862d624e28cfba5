import { useTranslation } from 'react-i18next';
import type { RedeemRefusal } from '@crm/contract/privileges';
import { formatThaiDate } from '@/lib/dates';
import { formatPoints } from '@/lib/format';

/** Wording shared by the privilege screens for dates, stock, limits and refusals. */
export function useOfferTexts() {
  const { t } = useTranslation('privileges');
  return {
    /** Spec 5: forever says no expiry; the year-544 placeholder shows a dash. */
    validity: (isForever: boolean, until: string | null) =>
      isForever ? t('card.noExpiry') : formatThaiDate(until, 'full'),
    stock: (remaining: number | null) =>
      remaining === null ? t('card.unlimited') : t('card.remaining', { count: remaining }),
    memberUse: (used: number, limit: number | null) =>
      limit === null ? t('detail.usedUnlimited', { used }) : t('detail.usedOf', { used, limit }),
    refusal: (reason: RedeemRefusal, missingPoints: number) =>
      reason === 'insufficient_points'
        ? t('card.missingPoints', { points: formatPoints(missingPoints), count: missingPoints })
        : t(`refusal.${reason}`),
  };
}
