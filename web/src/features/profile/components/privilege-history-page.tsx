import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { issueStatus } from '@crm/contract/privileges';
import { formatDateTime } from '@/lib/dates';
import { formatPoints } from '@/lib/format';
import { storage } from '@/lib/storage';
import { usePrivilegeHistory } from '../api/get-privilege-history';
import { HistoryScreen } from './history-screen';

/** Spec 2.3 profile.privilege-history: redeemed privileges by status and date range. */
export function PrivilegeHistoryPage() {
  const { t } = useTranslation('profile');

  // Opened from here, a history detail's back button goes back here, not to the privilege list.
  useEffect(() => storage.remove('checkIssueCP'), []);

  return (
    <HistoryScreen
      title={t('history.privilegeTitle')}
      emptyTitle={t('history.privilegeEmpty')}
      statuses={issueStatus.options}
      statusLabel={(status) => t(`history.privilegeStatus.${status}`)}
      useHistory={usePrivilegeHistory}
      describe={(item) => [
        t('history.redeemedAt', { date: formatDateTime(item.issued_at) }),
        t('history.pointsSpent', {
          points: formatPoints(item.point_spent),
          count: item.point_spent,
        }),
      ]}
      detailRoute="privilege.history-detail"
    />
  );
}
