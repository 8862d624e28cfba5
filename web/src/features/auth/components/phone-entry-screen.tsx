import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { MobileInput } from '@/components/ui/mobile-input';
import { currentBrand } from '@/lib/brand';
import { failureOf } from '@/lib/http';
import { mobileProblem } from '@/lib/mobile';
import { storage } from '@/lib/storage';
import { FailureAlert } from './failure-alert';
import { TermsNote } from './terms-note';
import form from './form.module.css';

export interface PhoneEntryScreenProps {
  title: string;
  lead: string;
  submitLabel: string;
  badge?: ReactNode;
  onBack: () => void;
  /** Runs with a valid number; failures thrown here are shown under the field. */
  onNumber: (mobile: string, brandRef: string) => Promise<void>;
  /** A second way on with the same number, offered under the main button. */
  alternative?: { label: string; onNumber: (mobile: string) => void };
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
  alternative,
  showTerms = false,
}: PhoneEntryScreenProps) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState(() => storage.get('mobile') ?? '');
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const problem = mobileProblem(digits);
  const { brandRef } = currentBrand();

  /** The brand to go on with once the number is complete; otherwise says what is wrong. */
  function ready(): string | null {
    if (problem || !brandRef) {
      setShowProblem(true);
      return null;
    }
    return brandRef;
  }

  async function submit() {
    const brand = ready();
    if (!brand) return;
    setBusy(true);
    setFailure(null);
    try {
      await onNumber(digits, brand);
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
          {alternative ? (
            <Button
              variant="ghost"
              block
              className={form.alternative}
              disabled={busy || digits.length === 0}
              onClick={() => {
                if (ready()) alternative.onNumber(digits);
              }}
            >
              {alternative.label}
            </Button>
          ) : null}
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
