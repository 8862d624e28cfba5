import { useTranslation } from 'react-i18next';
import { TabLinks, type TabLinksProps } from './tab-links';
import { MenuIcon } from './nav-icons';
import styles from './side-nav.module.css';

export interface SideNavProps extends Omit<TabLinksProps, 'classes'> {
  logo: string | undefined;
  /** Opens the side menu (the brand's entries and logout). */
  onOpenMenu: () => void;
}

/**
 * Desktops' navigation: the brand logo, the main tabs and the menu down the left edge, in place
 * of the header and the bottom bar.
 */
export function SideNav({ logo, onOpenMenu, ...tabs }: SideNavProps) {
  const { t } = useTranslation('navigation');
  return (
    <aside className={styles.rail}>
      <div className={styles.brand}>
        {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
      </div>
      <nav className={styles.tabs} aria-label={t('bottomNav')} data-nav-variant="side">
        <TabLinks {...tabs} classes={styles} />
      </nav>
      <button type="button" className={styles.more} onClick={onOpenMenu} aria-haspopup="dialog">
        <span className={styles.icon}>
          <MenuIcon />
        </span>
        <span className={styles.label}>{t('sideNav.more')}</span>
      </button>
    </aside>
  );
}
