import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, type RouteName } from '@/lib/routes';
import { activeNavRef, visibleNavEntries, type NavbarMenu } from '../nav-entries';
import { tabIcons } from './nav-icons';

export interface TabLinksProps {
  /** The route on screen; its activeTab (or itself) is highlighted. */
  current: RouteName | undefined;
  navbarMenu: NavbarMenu;
  brand: { brandRef: string | null; isGlobal: string | null };
  /** The look of the bar that holds them: the bottom bar or the desktop side navigation. */
  classes: Partial<Record<'list' | 'item' | 'link' | 'icon' | 'label', string>>;
}

/** The main tabs (spec 2.9) as links, for the bottom bar and the side navigation alike. */
export function TabLinks({ current, navbarMenu, brand, classes }: TabLinksProps) {
  const { t } = useTranslation('navigation');
  const active = activeNavRef(current);
  return (
    <ul className={classes.list}>
      {visibleNavEntries(navbarMenu).map((entry) => {
        const isActive = entry.navRef === active;
        const Icon = tabIcons[entry.navRef];
        return (
          <li key={entry.navRef} className={classes.item}>
            <Link
              to={routePath(entry.navRef, {}, brand)}
              className={classes.link}
              data-active={isActive}
              aria-current={isActive ? 'page' : undefined}
              data-nav={entry.nameEn}
            >
              <span className={classes.icon}>
                <Icon active={isActive} />
              </span>
              <span className={classes.label}>{t(`tabs.${entry.labelKey}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
