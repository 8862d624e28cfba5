import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import shared from '@/components/ui/shared.module.css';
import { useSignOut } from '@/components/ui/use-sign-out';
import { localized } from '@/lib/i18n';
import { routePath, type RouteName } from '@/lib/routes';
import { useNavigationList } from '../api/get-navigation';
import { activeNavRef } from '../nav-entries';
import { sideMenuEntries } from '../side-menu-entries';
import { LogoutIcon } from './nav-icons';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  current: RouteName | undefined;
  logo: string | undefined;
  brand: { brandRef: string | null; isGlobal: string | null };
}

/** Slide-in menu with the brand's entries and logout (spec 2.9). */
export function SideMenu({ open, onClose, current, logo, brand }: SideMenuProps) {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const list = useNavigationList(brand.brandRef, open);
  const { signOut, pending: signingOut } = useSignOut();
  const entries = sideMenuEntries(list.data ?? []);
  const active = activeNavRef(current);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="side-menu-overlay" />
        <Dialog.Content className={styles.panel}>
          <div className={styles.head}>
            {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
            <Dialog.Title className={styles.title}>{t('sideMenu.title')}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('sideMenu.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={shared.visuallyHidden}>
            {t('sideMenu.description')}
          </Dialog.Description>

          <nav className={styles.body} aria-label={t('sideMenu.title')}>
            {list.isLoading ? (
              <ul className={styles.list} aria-busy="true" aria-label={t('sideMenu.loading')}>
                {[0, 1, 2, 3].map((row) => (
                  <li key={row} className={styles.skeleton} />
                ))}
              </ul>
            ) : entries.length === 0 ? (
              <p className={styles.empty}>{t('sideMenu.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {entries.map((entry) => {
                  const isActive = entry.route === current || entry.route === active;
                  const icon = isActive ? entry.active_icon : entry.inactive_icon;
                  return (
                    <li key={entry.nav_key}>
                      <button
                        type="button"
                        className={styles.entry}
                        data-active={isActive}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={() => void navigate(routePath(entry.route, {}, brand))}
                      >
                        <span className={styles.entryIcon}>
                          {icon ? <img src={icon} alt="" width={24} height={24} /> : null}
                        </span>
                        <span className={styles.entryName}>
                          {localized(entry.name_th, entry.name_en)}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </nav>

          <div className={styles.foot}>
            <button
              type="button"
              className={styles.logout}
              onClick={() => {
                // Closed first: an open menu hides the rest of the page from screen readers,
                // the spinner that tells the session is ending included.
                onClose();
                void signOut();
              }}
              disabled={signingOut}
            >
              <LogoutIcon />
              {t('sideMenu.logout')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
