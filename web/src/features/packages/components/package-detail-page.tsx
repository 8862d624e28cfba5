import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { useNavigate, useSearchParams } from 'react-router';
import { packageDetailQuery } from '@crm/contract/packages';
import type { PackageDetail } from '@crm/contract/packages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { feedback } from '@/components/ui/feedback';
import {
  OfferActionBar,
  OfferFacts,
  OfferHeading,
  OfferHero,
  OfferPage,
  OfferScreen,
} from '@/components/ui/privilege-card/offer-detail';
import { PointsValue } from '@/components/ui/points-value';
import { spinner } from '@/components/ui/spinner-overlay';
import { currentLanguage, formatThaiDate } from '@/lib/dates';
import { formatPoints } from '@/lib/format';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { useBuyPackage } from '../api/buy-package';
import { usePackageDetail } from '../api/get-package-detail';

/** Spec 2.3 package.detail?packageId=: what a package holds and the buy button. */
export function PackageDetailPage() {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsed = packageDetailQuery.safeParse({ packageId: params.get('packageId') });
  const packageId = parsed.success ? parsed.data.packageId : null;
  const detail = usePackageDetail(packageId);

  return (
    <OfferPage
      title={t('detail.title')}
      query={packageId === null ? null : detail}
      loadingLabel={t('detail.loading')}
      missing={
        <EmptyState
          title={t('detail.notFound')}
          action={
            <Button onClick={() => void navigate(brandPath('package'), { replace: true })}>
              {t('detail.toList')}
            </Button>
          }
        />
      }
    >
      {(offer) => <DetailBody offer={offer} />}
    </OfferPage>
  );
}

function DetailBody({ offer }: { offer: PackageDetail }) {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const buy = useBuyPackage();
  const english = currentLanguage() === 'en-US';
  const name = (english && offer.name_en) || offer.name_th;
  const reason = offer.not_issuable_reason;

  const purchase = async () => {
    const bought = await spinner.attempt(() => buy.mutateAsync(offer.package_id));
    if (!bought) return;
    storage.set('transactionId', bought.transaction_id);
    // The purchase replaces the offer in history: back from it goes to the package list.
    void navigate(brandPath('package.history-detail', { transactionId: bought.transaction_id }), {
      replace: true,
    });
  };

  const confirm = () =>
    feedback.open({
      preset: 'warning-two-button',
      title: t('buy.confirmTitle'),
      description: t('buy.confirmText', {
        points: formatPoints(offer.point_need, Infinity),
        uses: offer.uses_per_package,
        count: offer.uses_per_package,
      }),
      confirm: { label: t('buy.confirm'), onClick: () => void purchase() },
    });

  return (
    <OfferScreen>
      <OfferHero image={offer.main_image_url} />
      <OfferHeading title={name} description={(english && offer.desc_en) || offer.desc_th} />
      <OfferFacts
        facts={[
          {
            label: t('detail.price'),
            value: (
              <RichText
                t={t}
                i18nKey="detail.points"
                count={offer.point_need}
                components={{ points: <PointsValue value={offer.point_need} /> }}
              />
            ),
            emphasis: true,
          },
          { label: t('detail.uses'), value: t('card.uses', { count: offer.uses_per_package }) },
          {
            label: t('detail.usableFor'),
            value:
              offer.valid_days === null
                ? t('detail.usableForever')
                : t('detail.usableDays', { count: offer.valid_days }),
          },
          {
            label: t('detail.saleEnds'),
            value: offer.valid_through
              ? formatThaiDate(offer.valid_through, 'full')
              : t('detail.noSaleEnd'),
          },
          {
            label: t('detail.stock'),
            value:
              offer.remaining_limit === null
                ? t('detail.unlimited')
                : t('detail.remaining', { count: offer.remaining_limit }),
          },
          {
            label: t('detail.bought'),
            value:
              offer.per_member_limit === null
                ? t('detail.boughtUnlimited', { count: offer.used_count })
                : t('detail.boughtOf', { count: offer.used_count, limit: offer.per_member_limit }),
          },
        ]}
      />
      <OfferActionBar
        label={t('detail.yourPoints')}
        value={<PointsValue value={offer.point_ref} />}
      >
        <Button block disabled={reason !== null || buy.isPending} onClick={confirm}>
          {reason === null ? (
            t('buy.button')
          ) : reason === 'insufficient_points' ? (
            <RichText
              t={t}
              i18nKey="refusal.insufficient_points"
              count={offer.missing_point}
              components={{ points: <PointsValue value={offer.missing_point} inert /> }}
            />
          ) : (
            t(`refusal.${reason}`)
          )}
        </Button>
      </OfferActionBar>
    </OfferScreen>
  );
}
