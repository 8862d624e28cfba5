import { useTranslation } from 'react-i18next';
import { savePointMemberError } from '@/lib/point-member-error';
import { validateUsername } from '../api/validate-username';
import { startPhoneSignIn, VERIFY_STEP } from '../phone-sign-in';
import { useGo } from '../use-go';
import { PhoneEntryScreen } from './phone-entry-screen';

/**
 * point-member-test: checks whether a number is a member before signing in; a number that is
 * not goes to the point non-member error page with the reason.
 */
export function PointMemberTestPage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  return (
    <PhoneEntryScreen
      title={t('pointMemberTest.title')}
      lead={t('pointMemberTest.lead')}
      submitLabel={t('pointMemberTest.submit')}
      onBack={() => go({ route: 'authentication.line-login' })}
      onNumber={async (mobile, brandRef) => {
        const account = await validateUsername(brandRef, mobile);
        if (!account.is_member) {
          savePointMemberError({ reason: 'newNumber', mobile });
          go({ route: 'authentication.error-point-member' });
          return;
        }
        await startPhoneSignIn(brandRef, mobile);
        go(VERIFY_STEP);
      }}
    />
  );
}
