import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { Link } from 'react-router';
import type { Profile } from '@crm/contract/customer';
import { QrIcon } from '@/components/ui/icons';
import { PointsValue } from '@/components/ui/points-value';
import { Skeleton } from '@/components/ui/skeleton';
import shared from '@/components/ui/shared.module.css';
import { formatDateTime, formatThaiDate } from '@/lib/dates';
import type { MemberCard } from '@/lib/member-card';
import { ClockIcon, ReceiptIcon, StarIcon, UserIcon } from '@/components/ui/icons';
import styles from './profile-bar.module.css';

export interface ProfileBarProps {
  profile: Profile | undefined;
  /** The card kept from an earlier visit, drawn while the profile cannot be read (offline). */
  savedCard?: MemberCard | null;
  /** The tier icon over the photo; null hides it (open system, or no tier). */
  tier: { iconUrl: string; name: string } | null;
  profilePath: string;
  onOpenPoints: () => void;
  onEnterCode: () => void;
}

/**
 * The member's bar on home (spec 2.4): greeting, points with the star (opens the
 * points-collection modal), the next points expiry, the photo with the tier badge (opens the
 * profile), and the two ways to collect points. Offline, the card kept from the last visit stands
 * in, its points marked with the time they were read.
 */
export function ProfileBar({
  profile,
  savedCard = null,
  tier,
  profilePath,
  onOpenPoints,
  onEnterCode,
}: ProfileBarProps) {
  const { t } = useTranslation('home');
  const shown = profile
    ? { firstName: profile.first_name, imageUrl: profile.image_url, points: profile.point }
    : savedCard && { firstName: savedCard.firstName, imageUrl: '', points: savedCard.points };
  if (!shown) return <ProfileBarSkeleton />;
  return (
    <section className={styles.bar} aria-label={t('profileBar')}>
      <div className={styles.top}>
        <Link className={styles.avatar} to={profilePath} aria-label={t('openProfile')}>
          {shown.imageUrl ? (
            <img className={styles.photo} src={shown.imageUrl} alt="" />
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
            {shown.firstName ? t('greeting', { name: shown.firstName }) : t('greetingNoName')}
          </p>
          <button type="button" className={styles.points} onClick={onOpenPoints}>
            <StarIcon size={20} />
            {/*
             * The button's name is its text: the amount and unit people see, with words only
             * readers hear around them. The modal it opens shows the amount, in full on a tap.
             */}
            <RichText
              t={t}
              i18nKey="pointsButton"
              count={shown.points}
              components={{
                points: <PointsValue className={styles.pointsValue} value={shown.points} inert />,
                unit: <span className={styles.pointsUnit} />,
                hidden: <span className={shared.visuallyHidden} />,
              }}
            />
          </button>
          {!profile && savedCard ? (
            <p className={styles.expiry}>
              <ClockIcon size={14} />
              <span>{t('asOf', { time: formatDateTime(savedCard.savedAt) })}</span>
            </p>
          ) : null}
          {profile?.point_exp_date_approaching ? (
            <p className={styles.expiry}>
              <ClockIcon size={14} />
              <span>
                {profile.point_exp_points_approaching ? (
                  <RichText
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
      <div className={styles.actions}>
        <span className={styles.action}>
          <Skeleton width="60%" height={16} />
        </span>
        <span className={styles.action}>
          <Skeleton width="60%" height={16} />
        </span>
      </div>
    </div>
  );
}
