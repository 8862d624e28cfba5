import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandPath } from '@/lib/routes';
import styles from './terms-note.module.css';

/** 'Signing in accepts the terms', linking to the condition page. */
export function TermsNote() {
  const { t } = useTranslation('auth');
  return (
    <p className={styles.terms}>
      {t('lineLogin.terms')}{' '}
      <Link to={brandPath('authentication.condition')}>{t('lineLogin.termsLink')}</Link>
    </p>
  );
}
