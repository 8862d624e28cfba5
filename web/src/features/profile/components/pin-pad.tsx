import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pin.module.css';

/** The keypad, row by row; null leaves the cell left of 0 empty. */
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', null, '0', 'Backspace'] as const;

export interface PinPadProps {
  /** What is being typed, e.g. 'Enter your current PIN'; names the keypad. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
  length: number;
  /** Dots turn red and shake. */
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Dots for the digits typed and a keypad for the thumb; a hardware keyboard types too. Used for
 * PINs and for the OTP of forgot-PIN.
 */
export function PinPad({
  label,
  value,
  onChange,
  onComplete,
  length,
  invalid = false,
  disabled = false,
}: PinPadProps) {
  const { t } = useTranslation('profile');
  const latest = useRef({ value, onChange, onComplete, length, disabled });
  useEffect(() => {
    latest.current = { value, onChange, onComplete, length, disabled };
  });

  const press = useCallback((key: string) => {
    const current = latest.current;
    if (current.disabled) return;
    if (key === 'Backspace') return current.onChange(current.value.slice(0, -1));
    if (current.value.length >= current.length) return;
    const next = current.value + key;
    current.onChange(next);
    if (next.length === current.length) current.onComplete(next);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (!/^\d$/.test(event.key) && event.key !== 'Backspace') return;
      event.preventDefault();
      press(event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [press]);

  return (
    <div className={styles.pad} role="group" aria-label={label}>
      <div className={styles.dots} data-invalid={invalid} role="status">
        <span className={styles.srOnly}>{t('pin.filled', { count: value.length, length })}</span>
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className={styles.dot}
            data-filled={index < value.length}
            aria-hidden="true"
          />
        ))}
      </div>
      <div className={styles.keys}>
        {KEYS.map((key) =>
          key === null ? (
            <span key="gap" />
          ) : (
            <button
              key={key}
              type="button"
              className={key === 'Backspace' ? `${styles.key} ${styles.erase}` : styles.key}
              disabled={disabled}
              aria-label={key === 'Backspace' ? t('pin.erase') : undefined}
              onClick={() => press(key)}
            >
              {key === 'Backspace' ? <EraseIcon /> : key}
            </button>
          ),
        )}
      </div>
    </div>
  );
}

function EraseIcon() {
  return (
    <svg viewBox="0 0 24 24" width={26} height={26} fill="none" aria-hidden="true">
      <path
        d="M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7z M12 9.5l5 5 M17 9.5l-5 5"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
