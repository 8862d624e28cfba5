import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubHeader } from '@/components/ui/sub-header';
import { SubMenuButton } from '@/components/ui/sub-menu-button';
import { useProfile } from '@/lib/api/profile';
import { brandPath } from '@/lib/routes';
import { consentState } from '../consent-state';
import { ProfileIcon } from './profile-icons';
import styles from './pdpa.module.css';

/** Spec 2.3 profile.profile-menu-pdpa: the privacy menu with the member's consent state. */
export function ProfileMenuPdpaPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const profile = useProfile();
  const state = profile.data ? consentState(profile.data) : null;
  return (
    <>
      <SubHeader title={t('pdpa.menuTitle')} />
      <section className={styles.page}>
        <div className={styles.intro}>
          <span className={styles.introIcon}>
            <ProfileIcon name="privacy" size={28} />
          </span>
          <p>{t('pdpa.intro')}</p>
        </div>
        <div className={styles.menu}>
          <SubMenuButton
            title={t('pdpa.policy')}
            icon={<ProfileIcon name="fields" />}
            hint={state ? t(`pdpa.state.${state}`) : undefined}
            onClick={() => void navigate(brandPath('profile.profile-pdpa'))}
          />
        </div>
      </section>
    </>
  );
}
