import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@crm/contract/auth';
import { useLatest } from '@/lib/use-latest';
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
  const press = (key: string) => {
    if (disabled) return;
    if (key === 'Backspace') {
      onChange(value.slice(0, -1));
      return;
    }
    if (value.length >= length) return;
    const next = value + key;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };
  // The keyboard listener lives for the whole screen; it presses with the latest props.
  const latestPress = useLatest(press);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (!/^\d$/.test(event.key) && event.key !== 'Backspace') return;
      event.preventDefault();
      latestPress.current(event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [latestPress]);

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
