import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format';
import { StarIcon } from './icons';
import styles from './list-header.module.css';

/**
 * The title of a catalogue page with the member's points balance beside it as a chip, once known.
 *
 *   <ListHeader title={t('list.title')} points={pages[0]?.payload[0]?.point_ref} />
 */
export function ListHeader({ title, points }: { title: string; points: number | undefined }) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.titleRow}>
      <h1 className={styles.title}>{title}</h1>
      {points !== undefined ? (
        <span
          className={styles.balance}
          aria-label={t('pointsBalance.label', { points: formatPoints(points), count: points })}
        >
          <StarIcon size={16} />
          <span aria-hidden="true">
            {t('pointsBalance.points', { points: formatPoints(points), count: points })}
          </span>
        </span>
      ) : null}
    </div>
  );
}
