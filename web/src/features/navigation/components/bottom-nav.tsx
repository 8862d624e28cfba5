import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, type RouteName } from '@/lib/routes';
import { activeNavRef, visibleNavEntries, type NavbarMenu } from '../nav-entries';
import { tabIcons } from './nav-icons';
import styles from './bottom-nav.module.css';

export interface BottomNavProps {
  /** The route on screen; its activeTab (or itself) is highlighted. */
  current: RouteName | undefined;
  navbarMenu: NavbarMenu;
  brand: { brandRef: string | null; isGlobal: string | null };
}

/** The footer tab bar of the main layout (spec 2.9). */
export function BottomNav({ current, navbarMenu, brand }: BottomNavProps) {
  const { t } = useTranslation('navigation');
  const active = activeNavRef(current);
  return (
    <nav className={styles.bar} aria-label={t('bottomNav')}>
      <ul className={styles.list}>
        {visibleNavEntries(navbarMenu).map((entry) => {
          const isActive = entry.navRef === active;
          const Icon = tabIcons[entry.navRef];
          return (
            <li key={entry.navRef} className={styles.item}>
              <Link
                to={routePath(entry.navRef, {}, brand)}
                className={styles.link}
                data-active={isActive}
                aria-current={isActive ? 'page' : undefined}
                data-nav={entry.nameEn}
              >
                <span className={styles.icon}>
                  <Icon active={isActive} />
                </span>
                <span className={styles.label}>{t(`tabs.${entry.labelKey}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
