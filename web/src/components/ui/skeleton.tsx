/**
 * Loading placeholders.
 *
 *   <Skeleton width={120} height={16} radius={8} />
 *   <SkeletonCard layout="vertical" | "horizontal" />        // shaped like a privilege card
 *   <SkeletonCardList layout="vertical" count={3} />         // count defaults by device (spec 2.4):
 *                                                            // 3 on mobile/tablet, 4 on desktop
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isDesktop, useDeviceClass } from '@/lib/device';
import type { DeviceClass } from '@/lib/device';
import styles from './skeleton.module.css';

export function skeletonCardCount(device: DeviceClass): number {
  return isDesktop(device) ? 4 : 3;
}

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

export function Skeleton({ width = '100%', height = 16, radius = 8, className }: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return (
    <span
      className={[styles.block, className ?? ''].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}

export type SkeletonLayout = 'vertical' | 'horizontal';

/**
 * The privilege card's parts at their own heights: the title (two lines on a vertical card), two
 * lines of text, two of meta, the footer.
 */
export function SkeletonCard({ layout = 'vertical' }: { layout?: SkeletonLayout }) {
  return (
    <div className={`${styles.card} ${styles[layout]}`} aria-hidden="true">
      <Skeleton className={styles.image} height="auto" radius={12} />
      <div className={styles.lines}>
        <div className={styles.column}>
          <Skeleton className={styles.titleLine} width="80%" height={14} />
          {layout === 'vertical' ? (
            <Skeleton className={styles.titleLine} width="50%" height={14} />
          ) : null}
        </div>
        <div className={styles.column}>
          <Skeleton className={styles.textLine} width="100%" height={11} />
          <Skeleton className={styles.textLine} width="70%" height={11} />
        </div>
        <div className={styles.meta}>
          <Skeleton className={styles.textLine} width="60%" height={10} />
          <Skeleton className={styles.textLine} width="45%" height={10} />
        </div>
        <div className={styles.footer}>
          <Skeleton className={styles.points} width={64} height={20} radius={10} />
          <Skeleton width={88} height={22} radius={11} />
        </div>
      </div>
    </div>
  );
}

export function SkeletonCardList({
  layout = 'vertical',
  count,
}: {
  layout?: SkeletonLayout;
  count?: number;
}) {
  const { t } = useTranslation('ui');
  const device = useDeviceClass();
  const total = count ?? skeletonCardCount(device);
  return (
    <div
      className={`${styles.list} ${styles[`${layout}List`]}`}
      role="status"
      aria-busy="true"
      aria-label={t('skeleton.loading')}
    >
      {Array.from({ length: total }, (_, index) => (
        <SkeletonCard key={index} layout={layout} />
      ))}
    </div>
  );
}
