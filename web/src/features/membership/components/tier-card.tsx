import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tierExpMode } from '@crm/contract/membership-values';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatThaiDate } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { useIsOpenSystem } from '../api/get-membership-system';
import { useMembershipInfo } from '../api/get-membership-info';
import { useMembershipProgress } from '../api/get-membership-progress';
import { conditionLines, type ConditionLine } from '../tier-progress';
import { tierName } from '../tier-names';
import { ClockIcon } from '@/components/ui/icons';
import { TrendUpIcon } from './membership-icons';
import styles from './tier-card.module.css';

export interface TierCardProps {
  /** Whether the conditions show at first; the member can fold them away. */
  defaultOpen?: boolean;
}

/**
 * The membership-tier card (spec 2.6): the tier icon (hidden in an open system), the tier name
 * with the word Member and how long the tier lasts; folded out, each condition of the rule with
 * its amounts, progress bar, deadline and, while short of it, what is missing.
 */
export function TierCard({ defaultOpen = true }: TierCardProps) {
  const { t, i18n } = useTranslation('membership');
  const info = useMembershipInfo();
  const progress = useMembershipProgress();
  const openSystem = useIsOpenSystem();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();

  // Drawn once with everything it shows: parts arriving one by one would push home down.
  if (info.isPending || progress.isPending || openSystem.isPending) return <TierCardSkeleton />;
  const tier = info.data?.tier_info;
  if (!info.data || !tier) return null;

  const lng = i18n.language === 'en-US' ? 'en-US' : 'th';
  const lines = conditionLines(progress.data, { isLastTier: info.data.is_last_tier, lng });
  const { tier_exp_mode: expMode, tier_exp_date: expDate } = info.data.progress_info;
  const expiry =
    expMode === tierExpMode.onDate && expDate
      ? t('tierCard.expires', { date: formatThaiDate(expDate, 'full', lng) })
      : t('tierCard.neverExpires');
  const name = tierName(tier, lng);

  return (
    <section className={styles.card} aria-label={t('tierCard.label', { tier: name })}>
      <button
        type="button"
        className={styles.header}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {openSystem.data === false && tier.tier_icon_url ? (
          <span className={styles.iconWrap}>
            <img className={styles.icon} src={tier.tier_icon_url} alt="" width={40} height={40} />
          </span>
        ) : null}
        <span className={styles.heading}>
          <span className={styles.title}>
            <span className={styles.tierName}>{name}</span>
            <span className={styles.member}>{t('member')}</span>
          </span>
          <span className={styles.expiry}>{expiry}</span>
        </span>
        <span className={styles.toggle} aria-hidden="true">
          <ChevronDownIcon size={20} />
        </span>
      </button>
      <div id={bodyId} className={styles.fold} data-open={open} inert={!open}>
        <div className={styles.foldInner}>
          <div className={styles.body}>
            {lines.length > 0 ? (
              lines.map((line) => <Condition key={line.kind} line={line} lng={lng} />)
            ) : (
              <p className={styles.note}>
                {info.data.is_last_tier ? t('tierCard.topTier') : t('tierCard.noConditions')}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function Condition({ line, lng }: { line: ConditionLine; lng: 'th' | 'en-US' }) {
  const { t } = useTranslation('membership');
  const label = t(`conditions.${line.kind}.label`);
  return (
    <div className={styles.condition}>
      <div className={styles.row}>
        <span className={styles.label}>{label}</span>
        <span className={styles.amount}>
          <strong>{formatNumber(line.current)}</strong>
          {' / '}
          {t(`conditions.${line.kind}.amount`, {
            amount: formatNumber(line.required),
            count: line.required,
          })}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={line.progress}
      >
        <span className={styles.fill} style={{ width: `${line.progress}%` }} />
      </div>
      <div className={styles.meta}>
        <span className={styles.period}>
          <ClockIcon size={14} />
          {line.periodDate
            ? t('tierCard.period', { date: formatThaiDate(line.periodDate, 'short', lng) })
            : t('tierCard.noDeadline')}
        </span>
        <span>{t('tierCard.percent', { percent: line.progress })}</span>
      </div>
      {line.hint ? (
        <p className={styles.hint}>
          <TrendUpIcon size={16} />
          <span>
            {t(`hints.${line.hint.kind}.${line.hint.goal}`, {
              amount: formatNumber(line.hint.missing),
              count: line.hint.missing,
              tier: line.hint.tierName,
            })}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** Shaped like the card with one condition, its most common look. */
function TierCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.skeletonHeader}>
        <Skeleton width={52} height={52} radius={26} />
        <div className={styles.skeletonLines}>
          <Skeleton width="45%" height={18} />
          <Skeleton width="65%" height={12} />
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.condition}>
          <Skeleton width="40%" height={20} />
          <Skeleton height={8} radius={4} />
          <Skeleton width="30%" height={16} />
          <Skeleton height={36} radius={10} />
        </div>
      </div>
    </div>
  );
}
