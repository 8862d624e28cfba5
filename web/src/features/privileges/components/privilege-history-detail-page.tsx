import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PrivilegeHistoryDetail } from '@crm/contract/privileges';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CodeSheet } from '@/components/ui/privilege-card/code-sheet';
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
import { PRIVILEGE_HISTORY_QUERY_KEY } from '@/lib/api/query-keys';
import { currentLanguage, formatDateTime } from '@/lib/dates';
import { PointsValue } from '@/components/ui/points-value';
import { storage } from '@/lib/storage';
import { useDefaultPrivilegeImage } from '../api/get-default-image';
import { useIssueCode, usePrivilegeHistoryDetail } from '../api/get-history-detail';
import { forgetIssue } from '../issue-journey';

/**
 * Spec 2.3 privilege.history-detail: one redeemed privilege and its code. Right after a redeem
 * the code opens by itself (openModal); leaving forgets the transaction (spec 4).
 */
export function PrivilegeHistoryDetailPage() {
  const { t } = useTranslation('privileges');
  const [params] = useSearchParams();
  // Read once: the flags are cleared when the page is left.
  const [transactionId] = useState(
    () => params.get('transactionId') ?? storage.get('transactionId'),
  );
  const [openAtStart] = useState(() => storage.get('openModal') === 'true');
  const detail = usePrivilegeHistoryDetail(transactionId);

  useEffect(() => forgetIssue, []);

  return (
    <OfferPage
      title={t('history.title')}
      query={transactionId === null ? null : detail}
      loadingLabel={t('detail.loading')}
      missing={<EmptyState title={t('history.notFound')} />}
    >
      {(record) => <HistoryBody record={record} openAtStart={openAtStart} />}
    </OfferPage>
  );
}

function HistoryBody({
  record,
  openAtStart,
}: {
  record: PrivilegeHistoryDetail;
  openAtStart: boolean;
}) {
  const { t } = useTranslation('privileges');
  const fallbackImage = useDefaultPrivilegeImage();
  const [open, setOpen] = useState(openAtStart && record.status === 'active');
  const code = useIssueCode(record.transaction_id, open);
  const usedText = useCodeUseText();
  const usedAtBranch = usedText(record);
  const queryClient = useQueryClient();
  const usedMeanwhile = code.data?.status === 'used' && record.status === 'active';

  // The store used the code while it was shown: the record learns where and when, the list too.
  useEffect(() => {
    if (usedMeanwhile) {
      void queryClient.invalidateQueries({ queryKey: PRIVILEGE_HISTORY_QUERY_KEY });
    }
  }, [usedMeanwhile, queryClient]);
  const english = currentLanguage() === 'en-US';
  const name = (english && record.name_en) || record.name_th;
  const description = (english && record.desc_en) || record.desc_th;

  return (
    <OfferScreen>
      <OfferHero image={record.main_image_url || fallbackImage} />
      <OfferHeading
        title={name}
        description={description}
        status={
          <StatusTag tone={statusTone(record.status)}>{t(`status.${record.status}`)}</StatusTag>
        }
      />
      <OfferFacts
        facts={[
          {
            label: t('history.pointsSpent'),
            value: (
              <>
                <PointsValue value={record.point_spent} />{' '}
                {t('card.pointsUnit', { count: record.point_spent })}
              </>
            ),
            emphasis: true,
          },
          // Points are held while the code waits for the store, and come back if it expires.
          ...(record.point_spent > 0 && record.status !== 'used'
            ? [
                {
                  label: t('history.pointsState'),
                  value: t(
                    record.status === 'active' ? 'history.pointsHeld' : 'history.pointsBack',
                  ),
                },
              ]
            : []),
          { label: t('history.amount'), value: t('history.units', { count: record.amount }) },
          { label: t('history.issuedAt'), value: formatDateTime(record.issued_at) },
          usedAtBranch
            ? { label: t('history.use'), value: usedAtBranch }
            : {
                label: record.used_at ? t('history.usedAt') : t('history.expiresAt'),
                value: record.used_at
                  ? formatDateTime(record.used_at)
                  : record.expires_at
                    ? formatDateTime(record.expires_at)
                    : t('card.noExpiry'),
              },
        ]}
      />
      {record.condition_th ? (
        <OfferSection title={t('detail.conditions')}>
          {/* The brand writes conditions in Thai only; lang keeps them read as Thai in English. */}
          <span lang="th">{record.condition_th}</span>
        </OfferSection>
      ) : null}
      <OfferActionBar>
        <Button block disabled={record.status !== 'active'} onClick={() => setOpen(true)}>
          {record.status === 'active' ? t('history.showCode') : t(`status.${record.status}`)}
        </Button>
      </OfferActionBar>
      <CodeSheet
        open={open}
        onOpenChange={setOpen}
        name={name}
        code={
          code.data
            ? {
                code: code.data.code,
                remainingSeconds: code.data.remaining_seconds,
                status: code.data.status,
                use: record,
              }
            : null
        }
        failed={code.isError}
      />
    </OfferScreen>
  );
}
