import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeByPath } from '@/lib/routes';
import { startPhoneSignIn } from '../phone-sign-in';
import { useGo } from '../use-go';
import { PhoneEntryScreen } from './phone-entry-screen';

/**
 * One view for authentication.login, point-member-login and select-brand: the member's mobile
 * number, then a PIN for members who have one, else a code by SMS.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const name = routeByPath(useLocation().pathname)?.name ?? 'authentication.login';
  return (
    <PhoneEntryScreen
      title={t(`login.titles.${name}`)}
      lead={t('login.lead')}
      submitLabel={t('login.submit')}
      showTerms
      onBack={() => go({ route: 'authentication.line-login' })}
      onNumber={async (mobile, brandRef) => {
        go(await startPhoneSignIn(brandRef, mobile, { linkingLine: false }));
      }}
    />
  );
}
