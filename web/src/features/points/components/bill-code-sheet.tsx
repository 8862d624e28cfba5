import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readScanCode } from '@crm/contract/scan-code-values';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { ReceiptIcon } from '@/components/ui/icons';
import styles from './points-sheets.module.css';

export interface BillCodeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Gets the code as the API wants it (trimmed, upper case). */
  onSubmit: (code: string) => void;
}

/** Typing a bill's code, for members who did not open the bill's link with the camera. */
export function BillCodeSheet({ open, onOpenChange, busy, onSubmit }: BillCodeSheetProps) {
  const { t } = useTranslation('points');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('code.title')}
      dismissible={!busy}
    >
      {open ? <CodeForm busy={busy} onSubmit={onSubmit} /> : null}
    </BottomSheet>
  );
}

function CodeForm({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => void }) {
  const { t } = useTranslation('points');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = readScanCode(value);
    setInvalid(code === null);
    if (code !== null) onSubmit(code);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        <ReceiptIcon size={20} />
        {t('code.lead')}
      </p>
      <label className={styles.label} htmlFor={inputId}>
        {t('code.label')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.toUpperCase());
          setInvalid(false);
        }}
        placeholder={t('code.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        disabled={busy}
      />
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {t('code.invalid')}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy || value.trim() === ''} aria-busy={busy}>
        {busy ? t('code.submitting') : t('code.submit')}
      </Button>
    </form>
  );
}
