import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyOtpResult } from '@crm/contract/auth';
import type { ApiError } from '@crm/contract/envelope';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { OtpInput } from '@/components/ui/otp-input';
import { formatCountdown } from '@/components/ui/privilege-card/use-countdown';
import { resendOtp, verifyOtp } from '@/lib/api/otp';
import { currentBrand } from '@/lib/brand';
import { formatMobile } from '@/lib/format';
import { failureOf } from '@/lib/http';
import { storage } from '@/lib/storage';
import {
  forgetTicket,
  isDeadCodeError,
  saveTicket,
  secondsUntil,
  ticketFrom,
  type OtpTicket,
} from '../otp-ticket';
import { AlertIcon, MessageIcon } from './auth-icons';
import { FailureAlert } from './failure-alert';
import form from './form.module.css';
import styles from './otp-step.module.css';

/** Re-renders every second while mounted, for the countdowns. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface OtpStepProps {
  ticket: OtpTicket;
  onTicket: (ticket: OtpTicket) => void;
  /** The code was right; the result says what comes next. Failures thrown here are shown. */
  onVerified: (result: VerifyOtpResult) => Promise<void>;
  onBack: () => void;
  title: string;
}

/**
 * Entering the SMS code: six boxes, the reference that is also in the SMS, a 5-minute expiry
 * and the resend countdown. Wrong, expired, used and too-many-tries codes are explained in the
 * API's words; a code that can no longer work locks the boxes until a new one is sent.
 * A used code, or one the member stepped back from, is forgotten: coming back asks for a new one.
 */
export function OtpStep({ ticket, onTicket, onVerified, onBack, title }: OtpStepProps) {
  const { t } = useTranslation('auth');
  const now = useNow();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [dead, setDead] = useState(false);
  const [resent, setResent] = useState(false);
  const expiresIn = secondsUntil(ticket.expiresAt, now);
  const resendIn = secondsUntil(ticket.resendAt, now);
  const expired = expiresIn === 0;
  const locked = dead || expired;

  async function verify(value: string) {
    if (busy || locked) return;
    const { brandRef } = currentBrand();
    setBusy(true);
    setFailure(null);
    setResent(false);
    try {
      const result = await verifyOtp({
        brandRef: brandRef ?? '',
        mobileNo: ticket.mobile,
        otpRef: ticket.ref,
        code: value,
        lineIdentityRef: storage.get('lineIdentityRef'),
      });
      forgetTicket();
      await onVerified(result);
    } catch (error) {
      const problem = failureOf(error);
      setFailure(problem);
      setDead(isDeadCodeError(problem.code));
      setCode('');
      setBusy(false);
    }
  }

  async function resend() {
    const { brandRef } = currentBrand();
    setBusy(true);
    setFailure(null);
    try {
      const next = ticketFrom(await resendOtp(brandRef ?? '', ticket.mobile, ticket.ref));
      saveTicket(next);
      onTicket(next);
      setDead(false);
      setCode('');
      setResent(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen
      title={title}
      badge={
        <AuthBadge>
          <MessageIcon size={36} />
        </AuthBadge>
      }
      lead={
        <>
          {t('verify.lead')}
          <br />
          <strong className={styles.mobile}>{formatMobile(ticket.mobile)}</strong>
        </>
      }
      onBack={() => {
        forgetTicket();
        onBack();
      }}
      footer={
        <Button
          block
          disabled={busy || locked || code.length < 6}
          aria-busy={busy}
          onClick={() => void verify(code)}
        >
          {busy ? t('verify.verifying') : t('verify.submit')}
        </Button>
      }
    >
      <OtpInput
        id="otp"
        label={t('verify.codeLabel')}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (next.length > 0) setFailure(null);
        }}
        onComplete={(value) => void verify(value)}
        invalid={failure !== null}
        disabled={busy || locked}
        autoFocus
        describedBy="otp-meta"
      />
      <p id="otp-meta" className={styles.meta}>
        <span className={styles.ref}>{t('verify.ref', { ref: ticket.ref })}</span>
        {expired ? null : (
          <span aria-live="off">{t('verify.expiresIn', { time: formatCountdown(expiresIn) })}</span>
        )}
      </p>
      {expired && !failure ? (
        <div className={form.alert} role="alert">
          <AlertIcon size={20} />
          <span>
            <strong>{t('verify.expiredTitle')}</strong>
            {t('verify.expiredMessage')}
          </span>
        </div>
      ) : null}
      <FailureAlert failure={failure} />
      {resent ? (
        <p className={styles.resent} role="status">
          {t('verify.resent')}
        </p>
      ) : null}
      <div className={styles.resend}>
        <span>{t('verify.noCode')}</span>
        <button
          type="button"
          className={form.link}
          disabled={busy || resendIn > 0}
          onClick={() => void resend()}
        >
          {resendIn > 0
            ? t('verify.resendIn', { time: formatCountdown(resendIn) })
            : t('verify.resend')}
        </button>
      </div>
    </AuthScreen>
  );
}
