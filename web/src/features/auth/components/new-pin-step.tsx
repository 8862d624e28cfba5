import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import fieldStyles from '@/components/ui/field.module.css';
import { PinPad } from '@/components/ui/pin-pad';
import { failureOf } from '@/lib/http';
import { enterPin, initialPinSetup, type PinSetup } from '../pin-setup';
import { LockIcon } from './auth-icons';
import { FailureAlert } from './failure-alert';
import form from './form.module.css';

export interface NewPinStepProps {
  /** 'create': a new member's first PIN; 'reset': a new PIN after forgetting it. */
  purpose: 'create' | 'reset';
  /** Sends the chosen PIN; failures thrown here are shown and the member starts over. */
  onPin: (pin: string) => Promise<void>;
  onBack: () => void;
}

/** Choosing a PIN: type six digits, then the same six again. */
export function NewPinStep({ purpose, onPin, onBack }: NewPinStepProps) {
  const { t } = useTranslation('auth');
  const [setup, setSetup] = useState<PinSetup>(initialPinSetup);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  async function complete(value: string) {
    const next = enterPin(setup, value);
    setSetup(next);
    setPin('');
    if (next.stage !== 'done') return;
    setBusy(true);
    try {
      await onPin(next.pin);
    } catch (error) {
      setFailure(failureOf(error));
      setSetup(initialPinSetup);
      setBusy(false);
    }
  }

  const confirming = setup.stage === 'confirm' || setup.stage === 'done';
  const title = confirming ? t('pin.confirmTitle') : t(`pin.${purpose}Title`);
  const problem = setup.stage === 'create' ? setup.problem : null;
  return (
    <AuthScreen
      title={title}
      lead={confirming ? t('pin.confirmLead') : t(`pin.${purpose}Lead`)}
      onBack={confirming && !busy ? () => setSetup(initialPinSetup) : onBack}
      badge={
        <AuthBadge>
          <LockIcon size={34} />
        </AuthBadge>
      }
    >
      <PinPad
        label={title}
        value={pin}
        onChange={(next) => {
          setPin(next);
          if (next.length > 0) setFailure(null);
        }}
        onComplete={(value) => void complete(value)}
        invalid={problem !== null || failure !== null}
        disabled={busy}
      />
      {problem ? (
        <p className={`${fieldStyles.error} ${form.centered}`} role="alert">
          {t(`pin.problems.${problem}`)}
        </p>
      ) : null}
      <FailureAlert failure={failure} />
    </AuthScreen>
  );
}
