import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { IssueStatus } from '@crm/contract/privileges';
import { EMPTY_RANGE } from '@/components/ui/calendar-model';
import type { DateRange } from '@/components/ui/calendar-model';
import { loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { StatusTag } from '@/components/ui/privilege-card/offer-detail';
import type { StatusTone } from '@/components/ui/privilege-card/offer-detail';
import { currentLanguage, formatDateTime } from '@/lib/dates';
import { formatPoints } from '@/lib/format';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { usePrivilegeHistory } from '../api/get-privilege-history';
import { HistoryScreen } from './history-screen';

type Tab = IssueStatus | 'all';
const tabs: Tab[] = ['all', 'active', 'used', 'expired'];
const tone: Record<IssueStatus, StatusTone> = {
  active: 'success',
  used: 'neutral',
  expired: 'warning',
};

/** Spec 2.3 profile.privilege-history: redeemed privileges by status and date range. */
export function PrivilegeHistoryPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Tab>('all');
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);
  const history = usePrivilegeHistory({ status, range });
  const english = currentLanguage() === 'en-US';

  // Opened from here, a history detail's back button goes back here, not to the privilege list.
  useEffect(() => storage.remove('checkIssueCP'), []);

  const items = history.data?.pages.flatMap((page) => page.payload) ?? [];

  return (
    <HistoryScreen
      title={t('history.privilegeTitle')}
      tabs={tabs.map((value) => ({ value, label: t(`history.privilegeStatus.${value}`) }))}
      status={status}
      onStatus={setStatus}
      range={range}
      onRange={setRange}
      pending={history.isPending}
      emptyTitle={t('history.privilegeEmpty')}
      loadMore={loadMoreOf(history)}
      entries={items.map((item) => ({
        key: item.transaction_id,
        image: item.main_image_url,
        title: (english && item.name_en) || item.name_th,
        lines: [
          t('history.redeemedAt', { date: formatDateTime(item.issued_at) }),
          t('history.pointsSpent', { points: formatPoints(item.point_spent) }),
        ],
        tag: (
          <StatusTag tone={tone[item.status]}>
            {t(`history.privilegeStatus.${item.status}`)}
          </StatusTag>
        ),
        onClick: () => {
          storage.set('transactionId', item.transaction_id);
          void navigate(
            brandPath('privilege.history-detail', { transactionId: item.transaction_id }),
          );
        },
      }))}
    />
  );
}
