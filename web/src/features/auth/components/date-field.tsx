import { useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import fieldStyles from '@/components/ui/field.module.css';
import { CalendarIcon } from '@/components/ui/icons';
import { FieldShell } from '@/components/ui/text-field';
import { formatThaiDate, parseIsoDate, toIsoDate } from '@/lib/dates';
import type { YearRange } from '@/lib/dates';
import styles from './form.module.css';

export interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  required?: boolean;
  error?: string;
  min?: Date;
  max?: Date;
  /** The year picker's list when it must differ from the default, e.g. for birth dates. */
  years?: YearRange;
}

/** A date shown with its Buddhist year and chosen in the shared date picker. */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  required,
  error,
  min,
  max,
  years,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <div className={fieldStyles.control} data-invalid={Boolean(error)}>
        <span className={fieldStyles.adornment}>
          <CalendarIcon size={22} />
        </span>
        <button
          id={id}
          type="button"
          className={styles.dateButton}
          data-empty={value === ''}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setOpen(true)}
        >
          {value ? formatThaiDate(value) : placeholder}
        </button>
      </div>
      <DatePicker
        open={open}
        onClose={() => {
          setOpen(false);
          onBlur?.();
        }}
        title={label}
        value={parseIsoDate(value)}
        min={min}
        max={max}
        years={years}
        onChange={(day) => onChange(toIsoDate(day))}
      />
    </FieldShell>
  );
}
