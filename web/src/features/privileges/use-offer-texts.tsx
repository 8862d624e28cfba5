import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import type { RedeemRefusal } from '@crm/contract/offers';
import { PointsValue } from '@/components/ui/points-value';
import { formatThaiDate } from '@/lib/dates';

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
    /** Said on the redeem button, so the missing points are read in full but not tappable. */
    refusal: (reason: RedeemRefusal, missingPoints: number): ReactNode =>
      reason === 'insufficient_points' ? (
        <RichText
          t={t}
          i18nKey="card.missingPoints"
          count={missingPoints}
          components={{ points: <PointsValue value={missingPoints} inert /> }}
        />
      ) : (
        t(`refusal.${reason}`)
      ),
  };
}
