import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@crm/contract/auth';
import { BackspaceIcon } from './icons';
import styles from './code-boxes.module.css';
import shared from './shared.module.css';

export interface PinPadProps {
  /** Accessible name of the whole pad, e.g. the step's title. */
  label: string;
  value: string;
  onChange: (digits: string) => void;
  /** Called once the last digit is in. */
  onComplete?: (pin: string) => void;
  length?: number;
  invalid?: boolean;
  disabled?: boolean;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * A PIN keypad: dots for the digits entered and big keys for the thumb. A hardware keyboard
 * types into it too (digits and Backspace), unless a text field has the focus.
 */
export function PinPad({
  label,
  value,
  onChange,
  onComplete,
  length = PIN_LENGTH,
  invalid = false,
  disabled = false,
}: PinPadProps) {
  const { t } = useTranslation('ui');
  // The keyboard listener lives for the whole screen; it reads the latest props from here.
  const latest = useRef({ value, onChange, onComplete, length, disabled });
  useEffect(() => {
    latest.current = { value, onChange, onComplete, length, disabled };
  });

  const press = useCallback((key: string) => {
    const current = latest.current;
    if (current.disabled) return;
    if (key === 'Backspace') {
      current.onChange(current.value.slice(0, -1));
      return;
    }
    if (current.value.length >= current.length) return;
    const next = current.value + key;
    current.onChange(next);
    if (next.length === current.length) current.onComplete?.(next);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (!/^\d$/.test(event.key) && event.key !== 'Backspace') return;
      event.preventDefault();
      press(event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [press]);

  return (
    <div className={styles.pin} role="group" aria-label={label}>
      <div className={styles.dots} data-invalid={invalid} role="status">
        <span className={shared.visuallyHidden}>
          {t('pinPad.filled', { count: value.length, total: length })}
        </span>
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className={styles.dot}
            data-filled={index < value.length}
            aria-hidden="true"
          />
        ))}
      </div>
      <div className={styles.keypad}>
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.key}
            disabled={disabled}
            onClick={() => press(key)}
          >
            {key}
          </button>
        ))}
        <span aria-hidden="true" />
        <button type="button" className={styles.key} disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={`${styles.key} ${styles.keyGhost}`}
          disabled={disabled || value.length === 0}
          onClick={() => press('Backspace')}
          aria-label={t('pinPad.delete')}
        >
          <BackspaceIcon size={28} />
        </button>
      </div>
    </div>
  );
}
