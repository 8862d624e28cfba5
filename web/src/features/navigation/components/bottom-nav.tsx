import { useTranslation } from 'react-i18next';
import { TabLinks, type TabLinksProps } from './tab-links';
import styles from './bottom-nav.module.css';

export type BottomNavProps = Omit<TabLinksProps, 'classes'>;

/** The footer tab bar of the main layout (spec 2.9) on phones and tablets. */
export function BottomNav(props: BottomNavProps) {
  const { t } = useTranslation('navigation');
  return (
    <nav className={styles.bar} aria-label={t('bottomNav')} data-nav-variant="bottom">
      <TabLinks {...props} classes={styles} />
    </nav>
  );
}
