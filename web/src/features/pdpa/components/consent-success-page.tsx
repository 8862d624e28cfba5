import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { routePath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { CheckCircleIcon } from './pdpa-icons';
import styles from './pdpa.module.css';

/** consent-success: the consent is recorded; the member may go on to the app. */
export function ConsentSuccessPage() {
  const { t } = useTranslation('pdpa');
  const navigate = useNavigate();
  const signedIn = storage.get('userToken') !== null;
  const brand = { brandRef: storage.brandRef(), isGlobal: storage.get('isGlobal') };
  return (
    <section className={styles.screen}>
      <div className={styles.top} />
      <header className={`${styles.hero} ${styles.heroLow}`}>
        <span className={styles.badge} data-tone="success">
          <CheckCircleIcon size={38} />
        </span>
        <h1 className={styles.title}>{t('success.title')}</h1>
        <p className={styles.meta}>{t('success.lead')}</p>
      </header>
      <div className={styles.body} />
      <footer className={styles.footer}>
        <Button
          block
          onClick={() =>
            void navigate(
              signedIn
                ? routePath('home', {}, brand)
                : routePath('authentication.line-login', { landing: true }, brand),
              { replace: true },
            )
          }
        >
          {signedIn ? t('success.home') : t('success.signIn')}
        </Button>
      </footer>
    </section>
  );
}
