import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/lib/routes';
import { brandContext } from '../use-go';
import styles from './terms-note.module.css';

/** 'Signing in accepts the terms', linking to the condition page. */
export function TermsNote() {
  const { t } = useTranslation('auth');
  return (
    <p className={styles.terms}>
      {t('lineLogin.terms')}{' '}
      <Link to={routePath('authentication.condition', {}, brandContext())}>
        {t('lineLogin.termsLink')}
      </Link>
    </p>
  );
}
