import { useTranslation } from 'react-i18next';
import { MenuIcon } from './nav-icons';
import styles from './side-menu.module.css';

export function MenuButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('navigation');
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={onClick}
      aria-label={t('sideMenu.open')}
      aria-haspopup="dialog"
    >
      <MenuIcon />
    </button>
  );
}
