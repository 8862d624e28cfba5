import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { SubMenuButton } from '@/components/ui/sub-menu-button';
import { useSignOut } from '@/components/ui/use-sign-out';
import { useProfile } from '@/lib/api/profile';
import { formatThaiDate } from '@/lib/dates';
import { PointsValue } from '@/components/ui/points-value';
import { formatMobile } from '@/lib/format';
import { brandPath } from '@/lib/routes';
import type { RouteName } from '@/lib/routes';
import { Avatar } from './avatar';
import { LanguageSwitch } from './language-switch';
import { LineConnectRow } from './line-connect-row';
import { ProfileIcon } from './profile-icons';
import type { ProfileIconName } from './profile-icons';
import styles from './profile.module.css';

interface MenuEntry {
  route: RouteName;
  icon: ProfileIconName;
  /** Key under menu. in the profile locale. */
  label: string;
}

/** Every profile route, grouped as the member thinks of them. */
const menuGroups: { title: string; entries: MenuEntry[] }[] = [
  {
    title: 'account',
    entries: [
      { route: 'profile.edit-profile', icon: 'edit', label: 'editProfile' },
      { route: 'profile.customfield-info', icon: 'fields', label: 'customFields' },
      { route: 'profile.member-info', icon: 'member', label: 'memberInfo' },
    ],
  },
  {
    title: 'rewards',
    entries: [
      { route: 'profile.points-history', icon: 'points', label: 'pointsHistory' },
      { route: 'profile.points-expire', icon: 'expire', label: 'pointsExpire' },
      { route: 'profile.privilege-history', icon: 'privilege', label: 'privilegeHistory' },
      { route: 'profile.package-history', icon: 'package', label: 'packageHistory' },
      { route: 'profile.privilege-foryou', icon: 'forYou', label: 'privilegeForYou' },
    ],
  },
  {
    title: 'security',
    entries: [
      { route: 'profile.reset-pin', icon: 'pin', label: 'resetPin' },
      { route: 'profile.forgot-pin', icon: 'forgot', label: 'forgotPin' },
      { route: 'profile.profile-menu-pdpa', icon: 'privacy', label: 'privacy' },
      { route: 'profile.download-my-data', icon: 'fields', label: 'downloadMyData' },
    ],
  },
];

/**
 * Spec 2.3 profile: who the member is, their points, every profile screen, the language and
 * logout. From tablets up the member and their points sit beside the menus.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const profile = useProfile();
  const { signOut, pending: signingOut } = useSignOut();
  const data = profile.data;
  const name = data ? `${data.first_name} ${data.last_name}`.trim() : '';

  return (
    <section className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <div className={styles.summary}>
        <div className={styles.identity}>
          {data ? (
            <>
              <Avatar src={data.image_url} name={name} />
              <div className={styles.identityText}>
                <p className={styles.name}>{name || t('noName')}</p>
                <p className={styles.meta}>{t('memberCode', { code: data.customer_info })}</p>
                {data.mobile_no ? (
                  <p className={styles.meta}>{formatMobile(data.mobile_no)}</p>
                ) : null}
              </div>
              <button
                type="button"
                className={styles.editButton}
                aria-label={t('menu.editProfile')}
                onClick={() => void navigate(brandPath('profile.edit-profile'))}
              >
                <ProfileIcon name="edit" size={20} />
              </button>
            </>
          ) : (
            <>
              <Skeleton width={72} height={72} radius="50%" />
              <div className={styles.identityText}>
                <Skeleton width="60%" height={20} />
                <Skeleton width="45%" height={14} />
              </div>
            </>
          )}
        </div>
        <div className={styles.pointsCard}>
          <span className={styles.pointsLabel}>{t('points.total')}</span>
          <span className={styles.pointsValue}>
            {data ? <PointsValue value={data.point} /> : '–'}
            <span className={styles.pointsUnit}>
              {t('points.unit', { count: data?.point ?? 0 })}
            </span>
          </span>
          {data?.point_exp_date_approaching ? (
            <span className={styles.pointsExpiry}>
              <RichText
                t={t}
                i18nKey="points.expiring"
                count={data.point_exp_points_approaching ?? 0}
                values={{ date: formatThaiDate(data.point_exp_date_approaching, 'full') }}
                components={{
                  points: <PointsValue value={data.point_exp_points_approaching ?? 0} />,
                }}
              />
            </span>
          ) : null}
        </div>
      </div>
      <div className={styles.menus}>
        {menuGroups.map((group) => (
          <nav
            key={group.title}
            className={styles.menuGroup}
            aria-label={t(`groups.${group.title}`)}
          >
            <h2 className={styles.groupTitle}>{t(`groups.${group.title}`)}</h2>
            <div className={styles.menuList}>
              {group.entries.map((entry) => (
                <SubMenuButton
                  key={entry.route}
                  title={t(`menu.${entry.label}`)}
                  icon={<ProfileIcon name={entry.icon} />}
                  onClick={() => void navigate(brandPath(entry.route))}
                />
              ))}
              {group.title === 'account' ? <LineConnectRow /> : null}
            </div>
          </nav>
        ))}
        <section className={styles.menuGroup} aria-labelledby="profile-settings">
          <h2 className={styles.groupTitle} id="profile-settings">
            {t('groups.settings')}
          </h2>
          <div className={styles.menuList}>
            <LanguageSwitch />
            <SubMenuButton
              title={t('menu.notifications')}
              icon={<ProfileIcon name="bell" />}
              onClick={() => void navigate(brandPath('profile.notifications'))}
            />
          </div>
        </section>
        <button
          type="button"
          className={styles.logout}
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          <ProfileIcon name="logout" size={20} />
          {t('logout')}
        </button>
      </div>
    </section>
  );
}
