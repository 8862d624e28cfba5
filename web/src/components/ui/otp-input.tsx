import { useState, type CSSProperties } from 'react';
import { OTP_LENGTH } from '@crm/contract/auth';
import { showFieldValue } from '@/lib/field-value';
import { useAutoFocus } from '@/lib/use-auto-focus';
import styles from './code-boxes.module.css';

export interface OtpInputProps {
  id: string;
  /** Accessible name of the field. */
  label: string;
  value: string;
  onChange: (digits: string) => void;
  /** Called once the last digit is in. */
  onComplete?: (code: string) => void;
  length?: number;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
}

/**
 * One real input over six boxes: SMS autofill (one-time-code), paste and typing all land in the
 * same field, and the boxes only draw what it holds. Anything but digits is dropped.
 */
export function OtpInput({
  id,
  label,
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  invalid = false,
  disabled = false,
  autoFocus = false,
  describedBy,
}: OtpInputProps) {
  const [focused, setFocused] = useState(false);
  // Again once a call that locked the field is over, so the member can type on.
  const input = useAutoFocus<HTMLInputElement>(autoFocus && !disabled);
  const accept = (field: HTMLInputElement, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, length);
    showFieldValue(field, digits);
    if (digits === value) return;
    onChange(digits);
    if (digits.length === length) onComplete?.(digits);
  };
  const keepCaretAtEnd = (input: HTMLInputElement) => {
    const end = input.value.length;
    if (input.selectionStart !== end) input.setSelectionRange(end, end);
  };
  return (
    <div
      className={styles.otp}
      style={{ '--length': length } as CSSProperties}
      data-focused={focused}
      data-invalid={invalid}
      data-disabled={disabled}
    >
      <input
        id={id}
        className={styles.otpInput}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={value}
        disabled={disabled}
        ref={input}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onFocus={(event) => {
          setFocused(true);
          keepCaretAtEnd(event.currentTarget);
        }}
        onBlur={() => setFocused(false)}
        onSelect={(event) => keepCaretAtEnd(event.currentTarget)}
        onPaste={(event) => {
          // A pasted whole code replaces what was typed rather than being appended to it.
          const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
          if (pasted.length < length) return;
          event.preventDefault();
          accept(event.currentTarget, pasted);
        }}
        onChange={(event) => accept(event.target, event.target.value)}
      />
      {Array.from({ length }, (_, index) => (
        <span
          key={index}
          className={styles.box}
          aria-hidden="true"
          data-filled={index < value.length}
          data-active={index === Math.min(value.length, length - 1)}
        >
          {value[index] ?? ''}
        </span>
      ))}
    </div>
  );
}
