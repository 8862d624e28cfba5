import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeByPath } from '@/lib/routes';
import { choosePin, startPhoneSignIn, VERIFY_STEP } from '../phone-sign-in';
import { useGo } from '../use-go';
import { PhoneEntryScreen } from './phone-entry-screen';

/**
 * One view for authentication.login, point-member-login and select-brand: the member's mobile
 * number, then a code by SMS, or the PIN if the member chooses it (nothing tells who has one).
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
      alternative={{ label: t('login.withPin'), onNumber: (mobile) => go(choosePin(mobile)) }}
      showTerms
      onBack={() => go({ route: 'authentication.line-login' })}
      onNumber={async (mobile, brandRef) => {
        await startPhoneSignIn(brandRef, mobile);
        go(VERIFY_STEP);
      }}
    />
  );
}
