import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savePointMemberError } from '@/lib/point-member-error';
import { storage } from '@/lib/storage';
import { loadTicket } from '../otp-ticket';
import { SIGN_IN_PURPOSES, startPhoneSignIn } from '../phone-sign-in';
import { continueAfterSignIn } from '../sign-in-flow';
import { useGo } from '../use-go';
import { OtpStep } from './otp-step';
import { PhoneEntryScreen } from './phone-entry-screen';

/**
 * point-member-test: whether a number is a member. The API says so only once a code has proved
 * the number is the caller's (0011), so the number gets a code here: a member is then signed in,
 * and a new number goes to the point non-member error page instead of registering.
 */
export function PointMemberTestPage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  // A code already on its way for the last number typed survives a reload, as on verify.
  const [ticket, setTicket] = useState(() => loadTicket(storage.get('mobile'), SIGN_IN_PURPOSES));

  if (ticket) {
    return (
      <OtpStep
        title={t('pointMemberTest.title')}
        ticket={ticket}
        onTicket={setTicket}
        onBack={() => setTicket(null)}
        onVerified={async (result) => {
          if (result.next === 'session') {
            go(await continueAfterSignIn(result), { replace: true });
            return;
          }
          // A sign-in code answers a new number with create_account; its proof is left unused, as
          // this page does not register.
          savePointMemberError({ reason: 'newNumber', mobile: ticket.mobile });
          go({ route: 'authentication.error-point-member' }, { replace: true });
        }}
      />
    );
  }
  return (
    <PhoneEntryScreen
      title={t('pointMemberTest.title')}
      lead={t('pointMemberTest.lead')}
      submitLabel={t('pointMemberTest.submit')}
      onBack={() => go({ route: 'authentication.line-login' })}
      onNumber={async (mobile, brandRef) => {
        await startPhoneSignIn(brandRef, mobile);
        setTicket(loadTicket(mobile, SIGN_IN_PURPOSES));
      }}
    />
  );
}
