import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { VerifyOtpResult } from '@crm/contract/auth';
import type { ApiError } from '@crm/contract/envelope';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { PinPad } from '@/components/ui/pin-pad';
import { requestOtp, resetPinByOtp } from '@/lib/api/otp';
import { currentBrand } from '@/lib/brand';
import { formatMobile } from '@/lib/format';
import { failureOf } from '@/lib/http';
import { routeByPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { createAccount } from '../api/create-account';
import { loginWithPin } from '../api/login-with-pin';
import {
  loadLiveTicket,
  loadTicket,
  loadVerifiedNumber,
  saveTicket,
  saveVerifiedNumber,
  ticketFrom,
  type OtpTicket,
} from '../otp-ticket';
import {
  rememberPinNumber,
  sendSignInCode,
  SIGN_IN_PURPOSES,
  startPhoneSignIn,
  VERIFY_STEP,
} from '../phone-sign-in';
import { continueAfterSignIn } from '../sign-in-flow';
import { useGo } from '../use-go';
import { LockIcon } from './auth-icons';
import { FailureAlert } from './failure-alert';
import { NewPinStep } from './new-pin-step';
import { OtpStep } from './otp-step';
import { PhoneEntryScreen } from './phone-entry-screen';
import form from './form.module.css';

/**
 * One registration view for authentication.first-login, verify, login-pin and forgot-pin; the
 * route picks the step.
 */
export function RegistrationPage() {
  const name = routeByPath(useLocation().pathname)?.name;
  if (name === 'authentication.first-login') return <FirstLoginScreen />;
  if (name === 'authentication.login-pin') return <PinLoginScreen />;
  if (name === 'authentication.forgot-pin') return <ForgotPinScreen />;
  return <VerifyScreen />;
}

/** A session or a one-use token, as VerifyOTP answers; each goes on to its own screen. */
function useAfterVerify() {
  const go = useGo();
  return async (result: VerifyOtpResult) => {
    switch (result.next) {
      case 'session':
        go(await continueAfterSignIn(result), { replace: true });
        return;
      case 'create_account':
        saveVerifiedNumber(result);
        go({ route: 'authentication.first-login' }, { replace: true });
        return;
      case 'reset_pin':
        saveVerifiedNumber(result);
        go({ route: 'authentication.forgot-pin' }, { replace: true });
        return;
    }
  };
}

/**
 * verify (page=mobile): the code sent to the number; without a code on the way yet (the LINE
 * sign-in comes here from the consent page) the number is asked first.
 */
function VerifyScreen() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const afterVerify = useAfterVerify();
  const [ticket, setTicket] = useState(() => loadTicket(storage.get('mobile'), SIGN_IN_PURPOSES));
  const linkingLine = storage.get('lineIdentityRef') !== null;
  const back = () =>
    go({ route: linkingLine ? 'authentication.line-login' : 'authentication.login' });

  if (!ticket) {
    return <MobileStep linkingLine={linkingLine} onTicket={setTicket} onBack={back} />;
  }
  return (
    <OtpStep
      title={t('verify.title')}
      ticket={ticket}
      onTicket={setTicket}
      onVerified={afterVerify}
      onBack={() => {
        if (linkingLine) setTicket(null);
        else back();
      }}
    />
  );
}

function MobileStep({
  linkingLine,
  onTicket,
  onBack,
}: {
  linkingLine: boolean;
  onTicket: (ticket: OtpTicket) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <PhoneEntryScreen
      title={t('verify.mobileTitle')}
      lead={t(linkingLine ? 'verify.mobileLeadLine' : 'verify.mobileLead')}
      submitLabel={t('verify.sendCode')}
      onBack={onBack}
      badge={
        <AuthBadge>
          <PhoneIcon size={34} />
        </AuthBadge>
      }
      onNumber={async (mobile, brandRef) => {
        await startPhoneSignIn(brandRef, mobile);
        const ticket = loadTicket(mobile, SIGN_IN_PURPOSES);
        if (ticket) onTicket(ticket);
      }}
    />
  );
}

/** first-login: a new member chooses a PIN, and the account is created with it. */
function FirstLoginScreen() {
  const go = useGo();
  const authToken = loadVerifiedNumber('create_account');
  if (!authToken) return <RestartScreen />;
  return (
    <NewPinStep
      purpose="create"
      onBack={() => go({ route: 'authentication.login' })}
      onPin={async (pin) => {
        const session = await createAccount(authToken, pin);
        go(await continueAfterSignIn(session), { replace: true });
      }}
    />
  );
}

/**
 * login-pin: the member chose to type their PIN (or this device remembers their number). A wrong
 * PIN and a number without one get the same answer, the tries left; locked out, a code by SMS
 * signs them in, or sets a new PIN.
 */
function PinLoginScreen() {
  const mobile = storage.get('mobile');
  return mobile ? <PinLogin mobile={mobile} /> : <RestartScreen />;
}

function PinLogin({ mobile }: { mobile: string }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // Stays locked on this screen whatever fails next, such as a code asked for too soon.
  const [locked, setLocked] = useState(false);
  const { brandRef } = currentBrand();
  const toNumber = () => go({ route: 'authentication.login' });
  const toForgotPin = () => go({ route: 'authentication.forgot-pin' });

  async function submit(value: string) {
    setBusy(true);
    setFailure(null);
    try {
      const session = await loginWithPin(brandRef ?? '', mobile, value);
      rememberPinNumber(brandRef, mobile);
      go(await continueAfterSignIn(session), { replace: true });
    } catch (error) {
      const refused = failureOf(error);
      setFailure(refused);
      setLocked(refused.code === 'PIN_LOCKED');
      setPin('');
      setBusy(false);
    }
  }

  async function signInWithCode() {
    setBusy(true);
    setFailure(null);
    try {
      await sendSignInCode(brandRef ?? '', mobile, 'login');
      go(VERIFY_STEP);
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  }

  return (
    <AuthScreen
      title={t('pin.loginTitle')}
      lead={
        <>
          {t('pin.loginLead')}
          <br />
          <strong>{formatMobile(mobile)}</strong>{' '}
          <button type="button" className={form.inlineLink} onClick={toNumber}>
            {t('pin.otherNumber')}
          </button>
        </>
      }
      onBack={toNumber}
      badge={
        <AuthBadge>
          <LockIcon size={34} />
        </AuthBadge>
      }
      footer={
        locked ? (
          <>
            <Button block disabled={busy} aria-busy={busy} onClick={() => void signInWithCode()}>
              {t('pin.useOtp')}
            </Button>
            <Button variant="ghost" block className={form.alternative} onClick={toForgotPin}>
              {t('pin.setNew')}
            </Button>
          </>
        ) : undefined
      }
    >
      {/* Locked, the pad would only be in the way of the ways on. */}
      {locked ? null : (
        <PinPad
          label={t('pin.loginTitle')}
          value={pin}
          onChange={(next) => {
            setPin(next);
            if (next.length > 0) setFailure(null);
          }}
          onComplete={(value) => void submit(value)}
          invalid={failure !== null}
          disabled={busy}
        />
      )}
      <FailureAlert failure={failure} />
      {locked ? null : (
        <div className={form.links}>
          <button type="button" className={form.link} onClick={toForgotPin}>
            {t('pin.forgot')}
          </button>
          <button
            type="button"
            className={form.link}
            disabled={busy}
            onClick={() => void signInWithCode()}
          >
            {t('pin.useOtp')}
          </button>
        </div>
      )}
    </AuthScreen>
  );
}

/** forgot-pin: a code to the member's number proves it is theirs, then a new PIN. */
function ForgotPinScreen() {
  const mobile = storage.get('mobile');
  return mobile ? <ForgotPin mobile={mobile} /> : <RestartScreen />;
}

function ForgotPin({ mobile }: { mobile: string }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  const [ticket, setTicket] = useState(() => loadLiveTicket(mobile, ['reset_pin']));
  const [authToken, setAuthToken] = useState(() => loadVerifiedNumber('reset_pin'));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const toPin = () => go({ route: 'authentication.login-pin' });

  if (authToken) {
    return (
      <NewPinStep
        purpose="reset"
        onBack={toPin}
        onPin={async (pin) => {
          const session = await resetPinByOtp(authToken, pin);
          rememberPinNumber(currentBrand().brandRef, mobile);
          go(await continueAfterSignIn(session), { replace: true });
        }}
      />
    );
  }

  if (ticket) {
    return (
      <OtpStep
        title={t('forgot.otpTitle')}
        ticket={ticket}
        onTicket={setTicket}
        onBack={toPin}
        onVerified={async (result) => {
          if (result.next !== 'reset_pin') throw new Error('A reset code signed the member in');
          saveVerifiedNumber(result);
          setAuthToken(result.auth_token);
        }}
      />
    );
  }

  async function sendCode() {
    const { brandRef } = currentBrand();
    setBusy(true);
    setFailure(null);
    try {
      const next = ticketFrom(await requestOtp(brandRef ?? '', mobile, 'reset_pin'));
      saveTicket(next);
      setTicket(next);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen
      title={t('forgot.title')}
      lead={
        <>
          {t('forgot.lead')}
          <br />
          <strong>{formatMobile(mobile)}</strong>
        </>
      }
      onBack={toPin}
      badge={
        <AuthBadge>
          <LockIcon size={34} />
        </AuthBadge>
      }
      footer={
        <Button block disabled={busy} aria-busy={busy} onClick={() => void sendCode()}>
          {t('forgot.send')}
        </Button>
      }
    >
      <FailureAlert failure={failure} />
    </AuthScreen>
  );
}

/** Shown when a step's proof of the number is gone (reload after expiry, or a deep link). */
function RestartScreen() {
  const { t } = useTranslation('auth');
  const go = useGo();
  return (
    <AuthScreen
      title={t('restart.title')}
      lead={t('restart.lead')}
      badge={
        <AuthBadge>
          <PhoneIcon size={34} />
        </AuthBadge>
      }
      footer={
        <Button block onClick={() => go({ route: 'authentication.login' }, { replace: true })}>
          {t('restart.action')}
        </Button>
      }
    />
  );
}
