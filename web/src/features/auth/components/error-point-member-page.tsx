import { useTranslation } from 'react-i18next';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { formatMobile } from '@/lib/format';
import { loadPointMemberError, savePointMemberError } from '@/lib/point-member-error';
import { storage } from '@/lib/storage';
import { useGo } from '../use-go';
import { AlertIcon } from './auth-icons';

/**
 * error-point-member: points could not be collected for this number, or the number checked is
 * new; the reason stored by the bill-code flow or the membership check is worded here, in the
 * language shown.
 */
export function ErrorPointMemberPage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const error = loadPointMemberError();
  const signedIn = storage.get('userToken') !== null;
  const lead = !error
    ? t('errorPointMember.lead')
    : error.reason === 'newNumber'
      ? t('errorPointMember.reasons.newNumber', { mobile: formatMobile(error.mobile) })
      : t(`errorPointMember.reasons.${error.reason}`);
  return (
    <AuthScreen
      title={t(
        error?.reason === 'campaignExpired'
          ? 'errorPointMember.campaignExpiredTitle'
          : 'errorPointMember.title',
      )}
      lead={lead}
      badge={
        <AuthBadge>
          <AlertIcon size={36} />
        </AuthBadge>
      }
      footer={
        <Button
          block
          onClick={() => {
            savePointMemberError(null);
            go({ route: signedIn ? 'home' : 'authentication.line-login' }, { replace: true });
          }}
        >
          {signedIn ? t('errorPointMember.home') : t('errorPointMember.signIn')}
        </Button>
      }
    />
  );
}
