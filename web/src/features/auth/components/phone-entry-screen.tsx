import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { MobileInput } from '@/components/ui/mobile-input';
import { currentBrand } from '@/lib/brand';
import { mobileProblem } from '@/lib/mobile';
import { storage } from '@/lib/storage';
import { failureOf } from '../failure';
import { FailureAlert } from './failure-alert';
import { TermsNote } from './terms-note';

export interface PhoneEntryScreenProps {
  title: string;
  lead: string;
  submitLabel: string;
  badge?: ReactNode;
  onBack: () => void;
  /** Runs with a valid number; failures thrown here are shown under the field. */
  onNumber: (mobile: string, brandRef: string) => Promise<void>;
  showTerms?: boolean;
}

/** A screen that asks for the member's mobile number, shown as 'xxx xxx xxxx'. */
export function PhoneEntryScreen({
  title,
  lead,
  submitLabel,
  badge,
  onBack,
  onNumber,
  showTerms = false,
}: PhoneEntryScreenProps) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState(() => storage.get('mobile') ?? '');
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const problem = mobileProblem(digits);
  const { brandRef } = currentBrand();

  async function submit() {
    if (problem || !brandRef) {
      setShowProblem(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onNumber(digits, brandRef);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = !showProblem
    ? undefined
    : problem
      ? t(`login.problems.${problem}`)
      : !brandRef
        ? t('missingBrand')
        : undefined;

  return (
    <AuthScreen
      title={title}
      lead={lead}
      badge={badge}
      onBack={onBack}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={
        <>
          <Button type="submit" block disabled={busy || digits.length === 0} aria-busy={busy}>
            {busy ? t('login.checking') : submitLabel}
          </Button>
          {showTerms ? <TermsNote /> : null}
        </>
      }
    >
      <MobileInput
        id="mobile"
        label={t('login.mobileLabel')}
        placeholder={t('login.mobilePlaceholder')}
        value={digits}
        autoFocus
        onChange={(next) => {
          setDigits(next);
          setFailure(null);
          if (!mobileProblem(next)) setShowProblem(false);
        }}
        error={fieldError}
      />
      <FailureAlert failure={failure} />
    </AuthScreen>
  );
}
