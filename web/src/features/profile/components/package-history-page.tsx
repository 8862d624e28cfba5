import { useTranslation } from 'react-i18next';
import { purchaseStatus } from '@crm/contract/packages';
import { formatDateTime } from '@/lib/dates';
import { usePackageHistory } from '../api/get-package-history';
import { HistoryScreen } from './history-screen';

/** Spec 2.3 profile.package-history: bought packages with the uses left, by status and date. */
export function PackageHistoryPage() {
  const { t } = useTranslation('profile');
  return (
    <HistoryScreen
      title={t('history.packageTitle')}
      emptyTitle={t('history.packageEmpty')}
      statuses={purchaseStatus.options}
      statusLabel={(status) => t(`history.packageStatus.${status}`)}
      useHistory={usePackageHistory}
      describe={(item) => [
        t('history.boughtAt', { date: formatDateTime(item.purchased_at) }),
        t('history.usesLeft', {
          left: item.uses_remaining,
          total: item.uses_total,
          count: item.uses_total,
        }),
      ]}
      detailRoute="package.history-detail"
    />
  );
}
