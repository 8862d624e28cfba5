import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { issueStatus } from '@crm/contract/offers';
import { PointsValue } from '@/components/ui/points-value';
import { useCodeUseText } from '@/components/ui/privilege-card/code-use';
import { formatDateTime } from '@/lib/dates';
import { storage } from '@/lib/storage';
import { usePrivilegeHistory } from '../api/get-privilege-history';
import { HistoryScreen } from './history-screen';

/** Spec 2.3 profile.privilege-history: redeemed privileges by status and date range. */
export function PrivilegeHistoryPage() {
  const { t } = useTranslation('profile');
  const usedText = useCodeUseText();

  // Opened from here, a history detail's back button goes back here, not to the privilege list.
  useEffect(() => storage.remove('checkIssueCP'), []);

  return (
    <HistoryScreen
      title={t('history.privilegeTitle')}
      emptyTitle={t('history.privilegeEmpty')}
      statuses={issueStatus.options}
      statusLabel={(status) => t(`history.privilegeStatus.${status}`)}
      useHistory={usePrivilegeHistory}
      describe={(item) => {
        const used = usedText(item);
        return [
          t('history.redeemedAt', { date: formatDateTime(item.issued_at) }),
          // Inside the record's button, which opens it: the full points are read, not tapped.
          <RichText
            key="points"
            t={t}
            i18nKey="history.pointsSpent"
            count={item.point_spent}
            components={{ points: <PointsValue value={item.point_spent} inert /> }}
          />,
          ...(used ? [used] : []),
        ];
      }}
      detailRoute="privilege.history-detail"
    />
  );
}
