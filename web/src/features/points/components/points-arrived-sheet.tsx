import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { PointsValue } from '@/components/ui/points-value';
import { formatPoints } from '@/lib/format';
import type { PointsArrival } from '../use-live-points';
import styles from './points-sheets.module.css';

/** Long enough to read the two lines, short enough not to stand in the member's way. */
export const ARRIVED_SHEET_MS = 4_000;

export interface PointsArrivedSheetProps {
  arrival: PointsArrival | null;
  onClose: () => void;
}

/**
 * 'ได้รับ +N แต้ม' with the new balance, when the store gave points at its counter. A tap
 * anywhere on it, or a few seconds, closes it.
 */
export function PointsArrivedSheet({ arrival, onClose }: PointsArrivedSheetProps) {
  const { t } = useTranslation('points');
  // The sheet slides away still showing what it said.
  const [last, setLast] = useState(arrival);
  if (arrival && arrival !== last) setLast(arrival);
  const shown = arrival ?? last;

  useEffect(() => {
    if (!arrival) return;
    const timer = window.setTimeout(onClose, ARRIVED_SHEET_MS);
    return () => window.clearTimeout(timer);
  }, [arrival, onClose]);

  return (
    <BottomSheet
      open={arrival !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('arrived.title', {
        points: formatPoints(shown?.points ?? 0, Number.POSITIVE_INFINITY),
        count: shown?.points ?? 0,
      })}
    >
      {shown ? (
        <div className={styles.welcome} onClick={onClose}>
          <span className={`${styles.welcomeBadge} ${styles.arrivedBadge}`}>
            <StarIcon size={28} />
          </span>
          <p className={styles.welcomePoints}>
            <RichText
              t={t}
              i18nKey="arrived.points"
              components={{ points: <PointsValue value={shown.points} /> }}
            />
            <span className={styles.welcomeUnit}>{t('unit', { count: shown.points })}</span>
          </p>
          <p className={styles.arrivedBalance}>
            <RichText
              t={t}
              i18nKey="arrived.balance"
              count={shown.balance}
              components={{
                points: (
                  <strong>
                    <PointsValue value={shown.balance} />
                  </strong>
                ),
              }}
            />
          </p>
          <Button block onClick={onClose}>
            {t('arrived.acknowledge')}
          </Button>
        </div>
      ) : null}
    </BottomSheet>
  );
}
