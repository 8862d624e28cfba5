import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/lib/api/profile';
import { storage } from '@/lib/storage';
import { stepAfterCustomFields } from '../sign-in-flow';
import { useGo } from '../use-go';
import { SparkleIcon } from './auth-icons';
import styles from './register-welcome-page.module.css';

/** The stored action that makes home open the welcome-point sheet (spec 4, welcome flow). */
export const WELCOME_ACTION = 'welcome';

const perks = ['points', 'privileges', 'tiers'] as const;

/** register-welcome: registration is done; next come the brand's forms, if any, then home. */
export function RegisterWelcomePage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const profile = useProfile();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    storage.set('lineAction', WELCOME_ACTION);
  }, []);

  async function start() {
    setBusy(true);
    go(await stepAfterCustomFields(), { replace: true });
  }

  const name = profile.data?.first_name;
  return (
    <AuthScreen
      title={t('welcome.title')}
      lead={name ? t('welcome.greeting', { name }) : t('welcome.greetingNoName')}
      badge={
        <AuthBadge tone="success">
          <SparkleIcon size={38} />
        </AuthBadge>
      }
      footer={
        <Button block disabled={busy} aria-busy={busy} onClick={() => void start()}>
          {t('welcome.start')}
        </Button>
      }
    >
      <ul className={styles.perks}>
        {perks.map((perk, index) => (
          <li key={perk} className={styles.perk}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{t(`welcome.perks.${perk}.title`)}</strong>
              {t(`welcome.perks.${perk}.detail`)}
            </span>
          </li>
        ))}
      </ul>
    </AuthScreen>
  );
}
