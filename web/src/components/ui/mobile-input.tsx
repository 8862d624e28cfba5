import type { KeyboardEvent } from 'react';
import { formatMobile } from '@/lib/format';
import { mobileDigits } from '@/lib/mobile';
import { showFieldValue } from '@/lib/field-value';
import { useAutoFocus } from '@/lib/use-auto-focus';
import { PhoneIcon } from './icons';
import styles from './field.module.css';

export interface MobileInputProps {
  id: string;
  label: string;
  /** Digits only; shown as 'xxx xxx xxxx'. */
  value: string;
  onChange: (digits: string) => void;
  onEnter?: () => void;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** How many digits come before position `at` of the shown text. */
const digitsBefore = (text: string, at: number) => text.slice(0, at).replace(/\D/g, '').length;

/** Where the caret belongs so that `count` digits are before it in the masked text. */
function caretAfterDigits(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * A Thai mobile number field that shows the number as 'xxx xxx xxxx' while keeping only digits
 * as its value; the caret stays by the digit being edited as spaces come and go.
 */
export function MobileInput({
  id,
  label,
  value,
  onChange,
  onEnter,
  placeholder,
  error,
  disabled,
  autoFocus,
}: MobileInputProps) {
  // Again once a call that locked the field is over, so the member can type on.
  const input = useAutoFocus<HTMLInputElement>(autoFocus && !disabled);
  const masked = formatMobile(value);

  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control} data-invalid={Boolean(error)} data-disabled={disabled}>
        <span className={styles.adornment}>
          <PhoneIcon size={22} />
        </span>
        <input
          id={id}
          className={`${styles.input} ${styles.inputLarge}`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={placeholder}
          value={masked}
          disabled={disabled}
          ref={input}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const field = event.target;
            const text = field.value;
            const digits = mobileDigits(text);
            const shown = formatMobile(digits);
            const before = digitsBefore(text, field.selectionStart ?? text.length);
            showFieldValue(field, shown, caretAfterDigits(shown, before));
            onChange(digits);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') onEnter?.();
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
