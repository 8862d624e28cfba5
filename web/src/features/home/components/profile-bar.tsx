import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@crm/contract/customer';
import { QrIcon } from '@/components/ui/icons';
import { PointsValue } from '@/components/ui/points-value';
import { Skeleton } from '@/components/ui/skeleton';
import { formatThaiDate } from '@/lib/dates';
import { formatPoints } from '@/lib/format';
import { ClockIcon, ReceiptIcon, StarIcon, UserIcon } from '@/components/ui/icons';
import styles from './profile-bar.module.css';

export interface ProfileBarProps {
  profile: Profile | undefined;
  /** The tier icon over the photo; null hides it (open system, or no tier). */
  tier: { iconUrl: string; name: string } | null;
  profilePath: string;
  onOpenPoints: () => void;
  onEnterCode: () => void;
}

/**
 * The member's bar on home (spec 2.4): greeting, points with the star (opens the
 * points-collection modal), the next points expiry, the photo with the tier badge (opens the
 * profile), and the two ways to collect points.
 */
export function ProfileBar({
  profile,
  tier,
  profilePath,
  onOpenPoints,
  onEnterCode,
}: ProfileBarProps) {
  const { t } = useTranslation('home');
  if (!profile) return <ProfileBarSkeleton />;
  return (
    <section className={styles.bar} aria-label={t('profileBar')}>
      <div className={styles.top}>
        <Link className={styles.avatar} to={profilePath} aria-label={t('openProfile')}>
          {profile.image_url ? (
            <img className={styles.photo} src={profile.image_url} alt="" />
          ) : (
            <UserIcon size={30} />
          )}
          {tier ? (
            <img
              className={styles.tierBadge}
              src={tier.iconUrl}
              alt={t('tierBadge', { tier: tier.name })}
            />
          ) : null}
        </Link>
        <div className={styles.info}>
          <p className={styles.greeting}>
            {profile.first_name ? t('greeting', { name: profile.first_name }) : t('greetingNoName')}
          </p>
          <button
            type="button"
            className={styles.points}
            onClick={onOpenPoints}
            aria-label={t('pointsButton', {
              points: formatPoints(profile.point, Number.POSITIVE_INFINITY),
              count: profile.point,
            })}
          >
            <StarIcon size={20} />
            {/* The modal this button opens shows the amount, in full on a tap. */}
            <PointsValue className={styles.pointsValue} value={profile.point} inert />
            <span className={styles.pointsUnit}>{t('pointsUnit', { count: profile.point })}</span>
          </button>
          {profile.point_exp_date_approaching ? (
            <p className={styles.expiry}>
              <ClockIcon size={14} />
              <span>
                {profile.point_exp_points_approaching ? (
                  <Trans
                    t={t}
                    i18nKey="expiry"
                    count={profile.point_exp_points_approaching}
                    values={{ date: formatThaiDate(profile.point_exp_date_approaching, 'short') }}
                    components={{
                      points: <PointsValue value={profile.point_exp_points_approaching} />,
                    }}
                  />
                ) : (
                  t('expiryDate', {
                    date: formatThaiDate(profile.point_exp_date_approaching, 'short'),
                  })
                )}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={onOpenPoints}>
          <QrIcon size={20} />
          {t('collectPoints')}
        </button>
        <button type="button" className={styles.action} onClick={onEnterCode}>
          <ReceiptIcon size={20} />
          {t('enterCode')}
        </button>
      </div>
    </section>
  );
}

function ProfileBarSkeleton() {
  return (
    <div className={`${styles.bar} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.top}>
        <Skeleton width={64} height={64} radius={32} />
        <div className={styles.info}>
          <Skeleton width="50%" height={16} />
          <Skeleton width="35%" height={26} />
        </div>
      </div>
    </div>
  );
}
