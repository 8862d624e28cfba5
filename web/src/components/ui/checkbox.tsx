/**
 * Checkbox on Radix Checkbox (spec 2.10, 9). States: unchecked, hovered, checked, disabled.
 * A click toggles and emits the new boolean through both onChange and onClick.
 *
 *   <Checkbox checked={agreed} onChange={setAgreed} label="..." />
 *   <Checkbox defaultChecked size="lg" variant="danger" color="#FF0000" borderColor="#CCCCCC" />
 *
 * Props: checked / defaultChecked, onChange(next), onClick(next), size 'sm' 18 | 'md' 25 |
 * 'lg' 30 px (anything else is md), variant primary | secondary | success | danger | warning |
 * info, color (checked fill; hover is the same at 10% opacity), borderColor, checkColor (tick),
 * label, disabled (box opacity 0.7, label 0.5), id, name, aria-label (when there is no label).
 * Colours must be #RRGGBB, otherwise the variant's default applies.
 */
import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { CheckIcon } from './icons';
import styles from './checkbox.module.css';

export type CheckboxSize = 'sm' | 'md' | 'lg';
export type CheckboxVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

export const CHECKBOX_SIZES: Record<CheckboxSize, number> = { sm: 18, md: 25, lg: 30 };

export const CHECKBOX_DEFAULTS = {
  checked: '#67AD5B',
  border: '#E2E2E2',
  check: '#FFFFFF',
} as const;

export const CHECKBOX_VARIANTS: Record<CheckboxVariant, string> = {
  primary: CHECKBOX_DEFAULTS.checked,
  secondary: '#6C757D',
  success: '#28A745',
  danger: '#DC3545',
  warning: '#F0AD4E',
  info: '#17A2B8',
};

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
/** Two hex digits of alpha: 10% of 255 is 26 (0x1A). */
const HOVER_ALPHA = '1A';

export function validColor(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX_COLOR.test(value) ? value : fallback;
}

export function checkboxSize(size: string | undefined): number {
  return size !== undefined && Object.hasOwn(CHECKBOX_SIZES, size)
    ? CHECKBOX_SIZES[size as CheckboxSize]
    : CHECKBOX_SIZES.md;
}

export function checkboxColors(options: {
  variant?: CheckboxVariant;
  color?: string;
  borderColor?: string;
  checkColor?: string;
}) {
  const checked = validColor(
    options.color,
    CHECKBOX_VARIANTS[options.variant ?? 'primary'] ?? CHECKBOX_DEFAULTS.checked,
  );
  return {
    checked,
    hover: `${checked}${HOVER_ALPHA}`,
    border: validColor(options.borderColor, CHECKBOX_DEFAULTS.border),
    check: validColor(options.checkColor, CHECKBOX_DEFAULTS.check),
  };
}

export interface CheckboxProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  onClick?: (checked: boolean) => void;
  size?: CheckboxSize | (string & {});
  variant?: CheckboxVariant;
  color?: string;
  borderColor?: string;
  checkColor?: string;
  label?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  className?: string;
}

export function Checkbox({
  checked,
  defaultChecked,
  onChange,
  onClick,
  size,
  variant = 'primary',
  color,
  borderColor,
  checkColor,
  label,
  disabled = false,
  id,
  name,
  'aria-label': ariaLabel,
  className,
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const px = checkboxSize(size);
  const colors = checkboxColors({ variant, color, borderColor, checkColor });
  const style = {
    '--cb-size': `${px}px`,
    '--cb-checked': colors.checked,
    '--cb-hover': colors.hover,
    '--cb-border': colors.border,
    '--cb-check': colors.check,
  } as CSSProperties;
  return (
    <div
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
      style={style}
    >
      <RadixCheckbox.Root
        id={inputId}
        name={name}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-label={label ? undefined : ariaLabel}
        onCheckedChange={(state) => {
          const next = state === true;
          onChange?.(next);
          onClick?.(next);
        }}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          <CheckIcon size={Math.round(px * 0.7)} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {label ? (
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      ) : null}
    </div>
  );
}
