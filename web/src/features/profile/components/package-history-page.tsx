import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PurchaseStatus } from '@crm/contract/packages';
import { EMPTY_RANGE } from '@/components/ui/calendar-model';
import type { DateRange } from '@/components/ui/calendar-model';
import { loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { StatusTag } from '@/components/ui/privilege-card/offer-detail';
import type { StatusTone } from '@/components/ui/privilege-card/offer-detail';
import { currentLanguage, formatDateTime } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { usePackageHistory } from '../api/get-package-history';
import { HistoryScreen } from './history-screen';

type Tab = PurchaseStatus | 'all';
const tabs: Tab[] = ['all', 'active', 'used_up', 'expired'];
const tone: Record<PurchaseStatus, StatusTone> = {
  active: 'success',
  used_up: 'neutral',
  expired: 'warning',
};

/** Spec 2.3 profile.package-history: bought packages with the uses left, by status and date. */
export function PackageHistoryPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Tab>('all');
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);
  const history = usePackageHistory({ status, range });
  const english = currentLanguage() === 'en-US';
  const items = history.data?.pages.flatMap((page) => page.payload) ?? [];

  return (
    <HistoryScreen
      title={t('history.packageTitle')}
      tabs={tabs.map((value) => ({ value, label: t(`history.packageStatus.${value}`) }))}
      status={status}
      onStatus={setStatus}
      range={range}
      onRange={setRange}
      pending={history.isPending}
      emptyTitle={t('history.packageEmpty')}
      loadMore={loadMoreOf(history)}
      entries={items.map((item) => ({
        key: item.transaction_id,
        image: item.main_image_url,
        title: (english && item.name_en) || item.name_th,
        lines: [
          t('history.boughtAt', { date: formatDateTime(item.purchased_at) }),
          t('history.usesLeft', { left: item.uses_remaining, total: item.uses_total }),
        ],
        tag: (
          <StatusTag tone={tone[item.status]}>
            {t(`history.packageStatus.${item.status}`)}
          </StatusTag>
        ),
        onClick: () => {
          storage.set('transactionId', item.transaction_id);
          void navigate(
            brandPath('package.history-detail', { transactionId: item.transaction_id }),
          );
        },
      }))}
    />
  );
}
