import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner-overlay';
import styles from './route-fallbacks.module.css';

/** Shown while the first page's code loads. */
export function StartupFallback() {
  return (
    <div className={styles.screen}>
      <Spinner size={36} />
    </div>
  );
}

/** A page that failed to load or render (often a stale build after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('errors.genericTitle')}</h1>
        <p className={styles.message}>{t('errors.genericMessage')}</p>
        <Button block onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      </div>
    </div>
  );
}
