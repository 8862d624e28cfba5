import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import styles from './field.module.css';

/*
 * Labelled form fields: the shell (label, required mark or optional note, message or hint) and
 * the text and select controls inside it.
 */

interface ShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label for fields the member may skip. */
  optionalLabel?: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label, control and the field's message, tied together for screen readers. */
export function FieldShell({
  id,
  label,
  required,
  optionalLabel,
  error,
  hint,
  children,
}: ShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
        {optionalLabel ? <span className={styles.optional}>{optionalLabel}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}

const described = (id: string, error?: string) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

type TextFieldProps = Omit<ShellProps, 'children'> &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; adornment?: ReactNode };

export function TextField({
  id,
  label,
  required,
  optionalLabel,
  error,
  hint,
  adornment,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell {...{ id, label, required, optionalLabel, error, hint }}>
      <div className={styles.control} data-invalid={Boolean(error)}>
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          aria-required={required}
          {...described(id, error)}
          {...input}
        />
      </div>
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ShellProps, 'children'> &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly Option[];
    placeholder: string;
  };

export function SelectField({
  id,
  label,
  required,
  optionalLabel,
  error,
  hint,
  options,
  placeholder,
  disabled,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell {...{ id, label, required, optionalLabel, error, hint }}>
      <div className={styles.control} data-invalid={Boolean(error)} data-disabled={disabled}>
        <select
          ref={ref}
          id={id}
          className={styles.select}
          disabled={disabled}
          aria-required={required}
          {...described(id, error)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.adornment}>
          <ChevronDownIcon size={20} />
        </span>
      </div>
    </FieldShell>
  );
}
