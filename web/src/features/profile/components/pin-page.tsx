import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isWeakPin } from '@crm/contract/auth';
import { Button } from '@/components/ui/button';
import { feedback } from '@/components/ui/feedback';
import { OtpInput } from '@/components/ui/otp-input';
import { PinPad } from '@/components/ui/pin-pad';
import { formatCountdown, useCountdown } from '@/components/ui/privilege-card/use-countdown';
import { SubHeader, useSubHeaderBack } from '@/components/ui/sub-header';
import { requestOtp, resendOtp, resetPinByOtp, verifyOtp } from '@/lib/api/otp';
import { useProfile } from '@/lib/api/profile';
import { currentLanguage } from '@/lib/dates';
import { formatMobile } from '@/lib/format';
import { ApiRequestError } from '@/lib/http';
import { brandPath, routeTable } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { resetPin, validatePin } from '../api/pin';
import { ProfileIcon } from './profile-icons';
import styles from './pin.module.css';

/** How the member proved who they are before choosing the new PIN. */
type Proof = { kind: 'pin'; oldPin: string } | { kind: 'otp'; authToken: string };

type Step =
  | { kind: 'request' }
  | { kind: 'otp'; otpRef: string; resendIn: number }
  | { kind: 'current' }
  | { kind: 'new'; proof: Proof }
  | { kind: 'confirm'; proof: Proof; newPin: string };

/** Refusals of the new PIN itself: the member chooses another from the start. */
const newPinRefusals = new Set(['PIN_UNCHANGED', 'PIN_TOO_WEAK']);

/**
 * Spec 2.3 profile.reset-pin and profile.forgot-pin share this PIN form. Reset: the current PIN
 * (ValidatePassword), then the new one twice (ResetPassword). Forgot: an OTP to the member's
 * mobile, then the new PIN twice (ResetPasswordByOTP, which starts a new session). A new PIN
 * that repeats the current one, a confirmation that differs, or a new PIN the API refuses sends
 * the member back to choosing the new PIN, saying why; from the confirmation they can also go
 * back to it themselves.
 */
export function PinPage() {
  const { pathname } = useLocation();
  const forgot = pathname.startsWith(routeTable['profile.forgot-pin'].path);
  return <PinFlow key={forgot ? 'forgot' : 'reset'} forgot={forgot} />;
}

function PinFlow({ forgot }: { forgot: boolean }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const leave = useSubHeaderBack();
  const profile = useProfile();
  const [step, setStep] = useState<Step>(forgot ? { kind: 'request' } : { kind: 'current' });
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resendLeft = useCountdown(step.kind === 'otp' ? step.resendIn : null);
  const brandRef = storage.brandRef() ?? '';
  const mobile = profile.data?.mobile_no ?? '';

  const failure = (error: unknown) =>
    error instanceof ApiRequestError
      ? currentLanguage() === 'en-US'
        ? error.error.message_en
        : error.error.message_th
      : t('pin.failed');

  /** Runs a call with the keypad locked; a failure clears the digits and says why. */
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setDigits('');
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const typed = (value: string) => {
    setDigits(value);
    if (value) setProblem(null);
  };

  const goTo = (next: Step) => {
    setDigits('');
    setProblem(null);
    setStep(next);
  };

  /** Choosing the new PIN again, with the reason on screen. */
  const chooseAgain = (proof: Proof, reason: string) => {
    goTo({ kind: 'new', proof });
    setProblem(reason);
  };

  const done = () =>
    feedback.open({
      preset: 'success',
      title: t('pin.changed'),
      onClose: () => void navigate(brandPath('profile'), { replace: true }),
    });

  const sendCode = () =>
    attempt(async () => {
      const sent = await requestOtp(brandRef, mobile, 'reset_pin');
      goTo({ kind: 'otp', otpRef: sent.otp_ref, resendIn: sent.resend_in_seconds });
    });

  const complete = (value: string) => {
    switch (step.kind) {
      case 'request':
        return;
      case 'current':
        return void attempt(async () => {
          await validatePin(value);
          goTo({ kind: 'new', proof: { kind: 'pin', oldPin: value } });
        });
      case 'otp':
        return void attempt(async () => {
          const verified = await verifyOtp({
            brandRef,
            mobileNo: mobile,
            otpRef: step.otpRef,
            code: value,
          });
          if (verified.next !== 'reset_pin') throw new Error('unexpected OTP purpose');
          goTo({ kind: 'new', proof: { kind: 'otp', authToken: verified.auth_token } });
        });
      case 'new':
        if (isWeakPin(value)) return chooseAgain(step.proof, t('pin.weak'));
        if (step.proof.kind === 'pin' && value === step.proof.oldPin) {
          return chooseAgain(step.proof, t('pin.sameAsCurrent'));
        }
        return goTo({ kind: 'confirm', proof: step.proof, newPin: value });
      case 'confirm': {
        const { proof } = step;
        if (value !== step.newPin) return chooseAgain(proof, t('pin.mismatch'));
        return void attempt(async () => {
          try {
            if (proof.kind === 'pin') {
              await resetPin(proof.oldPin, value);
            } else {
              const session = await resetPinByOtp(proof.authToken, value);
              storage.set('userToken', session.access_token);
            }
          } catch (error) {
            if (!(error instanceof ApiRequestError && newPinRefusals.has(error.error.code))) {
              throw error;
            }
            chooseAgain(proof, failure(error));
            return;
          }
          done();
        });
      }
    }
  };

  const heading = {
    request: {
      title: t('pin.requestTitle'),
      text: t('pin.requestText', { mobile: formatMobile(mobile) }),
    },
    otp: {
      title: t('pin.otpTitle'),
      text:
        step.kind === 'otp'
          ? t('pin.otpText', { mobile: formatMobile(mobile), ref: step.otpRef })
          : '',
    },
    current: { title: t('pin.currentTitle'), text: t('pin.currentText') },
    new: { title: t('pin.newTitle'), text: t('pin.newText') },
    confirm: { title: t('pin.confirmTitle'), text: t('pin.confirmText') },
  }[step.kind];

  return (
    <>
      <SubHeader
        title={forgot ? t('pin.forgotTitle') : t('pin.resetTitle')}
        onBack={step.kind === 'confirm' ? () => goTo({ kind: 'new', proof: step.proof }) : leave}
      />
      <section className={styles.page}>
        <span className={styles.icon}>
          <ProfileIcon
            name={step.kind === 'request' || step.kind === 'otp' ? 'forgot' : 'pin'}
            size={32}
          />
        </span>
        <h2 className={styles.title}>{heading.title}</h2>
        <p className={styles.subtitle}>{heading.text}</p>
        {step.kind === 'request' ? (
          <div className={styles.request}>
            <Button block disabled={busy || !mobile} onClick={() => void sendCode()}>
              {t('pin.sendOtp')}
            </Button>
            <p className={styles.message} role="alert">
              {problem ?? (profile.data && !mobile ? t('pin.noMobile') : '')}
            </p>
          </div>
        ) : (
          <>
            <p className={styles.message} role="alert">
              {problem ?? ''}
            </p>
            {step.kind === 'otp' ? (
              <div className={styles.code}>
                <OtpInput
                  id="pin-otp"
                  label={heading.title}
                  value={digits}
                  onChange={typed}
                  onComplete={complete}
                  invalid={problem !== null}
                  disabled={busy}
                  autoFocus
                />
              </div>
            ) : (
              <div className={styles.code}>
                <PinPad
                  label={heading.title}
                  value={digits}
                  onChange={typed}
                  onComplete={complete}
                  invalid={problem !== null}
                  disabled={busy}
                />
              </div>
            )}
            {step.kind === 'otp' ? (
              <button
                type="button"
                className={styles.link}
                disabled={busy || (resendLeft ?? 0) > 0}
                onClick={() =>
                  void attempt(async () => {
                    const sent = await resendOtp(brandRef, mobile, step.otpRef);
                    goTo({ kind: 'otp', otpRef: sent.otp_ref, resendIn: sent.resend_in_seconds });
                  })
                }
              >
                {(resendLeft ?? 0) > 0
                  ? t('pin.resendIn', { time: formatCountdown(resendLeft ?? 0) })
                  : t('pin.resend')}
              </button>
            ) : null}
            {step.kind === 'current' ? (
              <button
                type="button"
                className={styles.link}
                onClick={() => void navigate(brandPath('profile.forgot-pin'), { replace: true })}
              >
                {t('pin.forgotLink')}
              </button>
            ) : null}
            {step.kind === 'confirm' ? (
              <button
                type="button"
                className={styles.link}
                disabled={busy}
                onClick={() => goTo({ kind: 'new', proof: step.proof })}
              >
                {t('pin.startOver')}
              </button>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
