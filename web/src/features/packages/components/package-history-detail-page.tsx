import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { useSearchParams } from 'react-router';
import type { PackageHistoryDetail, PackageUse } from '@crm/contract/packages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { feedback } from '@/components/ui/feedback';
import { CodeSheet } from '@/components/ui/privilege-card/code-sheet';
import type { CodeSheetProps } from '@/components/ui/privilege-card/code-sheet';
import { useCodeUseText } from '@/components/ui/privilege-card/code-use';
import {
  OfferActionBar,
  OfferFacts,
  OfferHeading,
  OfferHero,
  OfferPage,
  OfferScreen,
  OfferSection,
  StatusTag,
  statusTone,
} from '@/components/ui/privilege-card/offer-detail';
import { PointsValue } from '@/components/ui/points-value';
import { spinner } from '@/components/ui/spinner-overlay';
import { currentLanguage, formatDateTime } from '@/lib/dates';
import { storage } from '@/lib/storage';
import { usePurchase } from '../api/get-purchase';
import { useTakePackageUse } from '../api/take-package-use';
import { useForgetPurchaseOnLeave } from '../leave-purchase';
import styles from './packages.module.css';

/**
 * Spec 2.3 package.history-detail: a bought package, its uses left and the codes taken from it.
 * "Use once" takes one use and shows its code. Leaving forgets the transaction (spec 4).
 */
export function PackageHistoryDetailPage() {
  const { t } = useTranslation('packages');
  const [params] = useSearchParams();
  const [transactionId] = useState(
    () => params.get('transactionId') ?? storage.get('transactionId'),
  );
  const purchase = usePurchase(transactionId);
  useForgetPurchaseOnLeave();

  return (
    <OfferPage
      title={t('history.title')}
      query={transactionId === null ? null : purchase}
      loadingLabel={t('detail.loading')}
      missing={<EmptyState title={t('history.notFound')} />}
    >
      {(bought) => <PurchaseBody purchase={bought} />}
    </OfferPage>
  );
}

function secondsUntil(expiresAt: string | null): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((new Date(expiresAt).getTime() - Date.now()) / 1000));
}

function PurchaseBody({ purchase }: { purchase: PackageHistoryDetail }) {
  const { t } = useTranslation('packages');
  const take = useTakePackageUse();
  const usedText = useCodeUseText();
  const [shown, setShown] = useState<CodeSheetProps['code']>(null);
  const [open, setOpen] = useState(false);
  // The shown code as the purchase tells it now: the store may use it while it is shown.
  const current = shown && purchase.uses.find((use) => use.code === shown.code);
  const shownCode = shown && current ? { ...shown, status: current.status, use: current } : shown;
  usePurchase(purchase.transaction_id, open && shownCode?.status === 'active');
  const english = currentLanguage() === 'en-US';
  const name = (english && purchase.name_en) || purchase.name_th;
  const usable = purchase.status === 'active' && purchase.uses_remaining > 0;
  const usedShare =
    purchase.uses_total > 0
      ? ((purchase.uses_total - purchase.uses_remaining) / purchase.uses_total) * 100
      : 100;

  const takeOne = async () => {
    const used = await spinner.attempt(() => take.mutateAsync(purchase.transaction_id));
    if (!used) return;
    setShown({ code: used.code, remainingSeconds: used.remaining_seconds, status: used.status });
    setOpen(true);
  };

  const confirm = () =>
    feedback.open({
      preset: 'warning-two-button',
      title: t('use.confirmTitle'),
      description: t('use.confirmText', { count: purchase.uses_remaining - 1 }),
      confirm: { label: t('use.confirm'), onClick: () => void takeOne() },
    });

  const showUse = (use: PackageUse) => {
    setShown({
      code: use.code,
      remainingSeconds: secondsUntil(use.expires_at),
      status: use.status,
    });
    setOpen(true);
  };

  return (
    <OfferScreen>
      <OfferHero image={purchase.main_image_url} />
      <OfferHeading
        title={name}
        description={(english && purchase.desc_en) || purchase.desc_th}
        status={
          <StatusTag tone={statusTone(purchase.status)}>{t(`status.${purchase.status}`)}</StatusTag>
        }
      />
      <div className={styles.uses}>
        <div className={styles.usesRow}>
          <span>{t('history.usesLeft')}</span>
          <strong>
            {t('history.usesOf', { left: purchase.uses_remaining, total: purchase.uses_total })}
          </strong>
        </div>
        <div
          className={styles.meter}
          role="progressbar"
          aria-label={t('history.usesLeft')}
          aria-valuemin={0}
          aria-valuemax={purchase.uses_total}
          aria-valuenow={purchase.uses_remaining}
        >
          <span style={{ width: `${100 - usedShare}%` }} />
        </div>
      </div>
      <OfferFacts
        facts={[
          {
            label: t('history.pointsSpent'),
            value: (
              <RichText
                t={t}
                i18nKey="detail.points"
                count={purchase.point_spent}
                components={{ points: <PointsValue value={purchase.point_spent} /> }}
              />
            ),
          },
          { label: t('history.boughtAt'), value: formatDateTime(purchase.purchased_at) },
          {
            label: t('history.expiresAt'),
            value: purchase.expires_at
              ? formatDateTime(purchase.expires_at)
              : t('detail.usableForever'),
          },
        ]}
      />
      <OfferSection title={t('history.codes')}>
        {purchase.uses.length === 0 ? (
          t('history.noCodes')
        ) : (
          <ul className={styles.codes}>
            {purchase.uses.map((use) => (
              <li key={use.code}>
                <button
                  type="button"
                  className={styles.codeRow}
                  onClick={() => showUse(use)}
                  disabled={use.status !== 'active'}
                >
                  <span className={styles.codeText}>
                    <strong>{use.code}</strong>
                    <span>{usedText(use) ?? formatDateTime(use.used_at ?? use.issued_at)}</span>
                  </span>
                  <StatusTag tone={statusTone(use.status)}>
                    {t(`useStatus.${use.status}`)}
                  </StatusTag>
                </button>
              </li>
            ))}
          </ul>
        )}
      </OfferSection>
      <OfferActionBar
        label={t('history.usesLeft')}
        value={t('card.uses', { count: purchase.uses_remaining })}
      >
        <Button block disabled={!usable || take.isPending} onClick={confirm}>
          {usable ? t('use.button') : t(`status.${purchase.status}`)}
        </Button>
      </OfferActionBar>
      <CodeSheet open={open} onOpenChange={setOpen} name={name} code={shownCode} />
    </OfferScreen>
  );
}
