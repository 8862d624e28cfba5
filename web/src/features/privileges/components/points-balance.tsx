import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format';
import { StarIcon } from './privilege-icons';
import styles from './privileges.module.css';

/** The member's balance as a chip, e.g. beside a page title. */
export function PointsBalance({ points }: { points: number }) {
  const { t } = useTranslation('privileges');
  return (
    <span
      className={styles.balance}
      aria-label={t('balance.label', { points: formatPoints(points) })}
    >
      <StarIcon />
      <span aria-hidden="true">
        {formatPoints(points)} {t('card.pointsUnit')}
      </span>
    </span>
  );
}
