/**
 * Form controls of the profile screens: a labelled shell with its message, and the text,
 * select, date (Buddhist-year picker) and choice-chip controls inside it.
 */
import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/ui/date-picker';
import { ChevronDownIcon } from '@/components/ui/icons';
import { formatThaiDate, parseIsoDate, toIsoDate } from '@/lib/dates';
import type { YearRange } from '@/lib/dates';
import styles from './form.module.css';

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** Label, control and message, tied together for screen readers. */
export function Field({ id, label, required, error, children }: FieldProps) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? null : <span className={styles.optional}>{t('form.optional')}</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, error?: string) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function TextInput({
  id,
  error,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return <input ref={ref} id={id} className={styles.input} {...described(id, error)} {...props} />;
}

export function SelectInput({
  id,
  error,
  ref,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <span className={styles.selectWrap}>
      <select ref={ref} id={id} className={styles.input} {...described(id, error)} {...props}>
        {children}
      </select>
      <ChevronDownIcon size={18} className={styles.selectIcon} />
    </span>
  );
}

/** A yyyy-MM-dd value ('' for none) shown with its Buddhist year and picked in the calendar. */
export function DateInput({
  id,
  value,
  onChange,
  placeholder,
  title,
  error,
  min,
  max,
  years,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  title: string;
  error?: string;
  min?: Date;
  max?: Date;
  years?: YearRange;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        id={id}
        type="button"
        className={styles.input}
        data-empty={value === ''}
        {...described(id, error)}
        onClick={() => setOpen(true)}
      >
        {value ? formatThaiDate(value) : placeholder}
      </button>
      <DatePicker
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        value={parseIsoDate(value)}
        min={min}
        max={max}
        years={years}
        onChange={(day) => onChange(toIsoDate(day))}
      />
    </>
  );
}

/** Options as chips: one choice (radio) or several (checkbox). */
export function ChoiceChips({
  id,
  options,
  value,
  multiple,
  onChange,
}: {
  id: string;
  options: { value: string; label: string }[];
  value: string[];
  multiple: boolean;
  onChange: (value: string[]) => void;
}) {
  const toggle = (option: string) => {
    if (!multiple) return onChange(value.includes(option) ? [] : [option]);
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  };
  return (
    <div
      className={styles.chips}
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={`${id}-label`}
    >
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={checked}
            className={styles.chip}
            onClick={() => toggle(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
