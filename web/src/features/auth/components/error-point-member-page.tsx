import { useTranslation } from 'react-i18next';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { storage } from '@/lib/storage';
import { useGo } from '../use-go';
import { AlertIcon } from './auth-icons';

/**
 * error-point-member: points could not be collected for this number; the reason stored by the
 * redeem flow (invalidCustomer) is shown as it was given.
 */
export function ErrorPointMemberPage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const reason = storage.get('invalidCustomer');
  const signedIn = storage.get('userToken') !== null;
  return (
    <AuthScreen
      title={t('errorPointMember.title')}
      lead={reason || t('errorPointMember.lead')}
      badge={
        <AuthBadge>
          <AlertIcon size={36} />
        </AuthBadge>
      }
      footer={
        <Button
          block
          onClick={() => {
            storage.remove('invalidCustomer');
            go({ route: signedIn ? 'home' : 'authentication.line-login' }, { replace: true });
          }}
        >
          {signedIn ? t('errorPointMember.home') : t('errorPointMember.signIn')}
        </Button>
      }
    />
  );
}
