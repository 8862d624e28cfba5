import { useTranslation } from 'react-i18next';
import { RichText } from './rich-text';
import { formatPoints } from '@/lib/format';
import { StarIcon } from './icons';
import { PointsValue } from './points-value';
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
          role="group"
          className={styles.balance}
          aria-label={t('pointsBalance.label', {
            points: formatPoints(points, Number.POSITIVE_INFINITY),
            count: points,
          })}
        >
          <StarIcon size={16} />
          <span>
            <RichText
              t={t}
              i18nKey="pointsBalance.points"
              count={points}
              components={{ points: <PointsValue value={points} /> }}
            />
          </span>
        </span>
      ) : null}
    </div>
  );
}
