import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDate, isSameDay } from '@/lib/dates';
import type { DateRange } from './calendar-model';
import { DateRangePicker } from './date-range-picker';
import { CalendarIcon, CloseIcon } from './icons';
import styles from './history-filters.module.css';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export interface HistoryFiltersProps<V extends string> {
  /** Names the row of options, e.g. 'Status'. */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
}

/**
 * The filters of a history list: one option of a row of chips, and the days (picked in the
 * date-range picker, shown in Buddhist years, up to today; one day alone is a whole-day filter)
 * with a button that clears them.
 *
 *   <HistoryFilters label={t('status')} options={tabs} value={status} onChange={setStatus}
 *                   range={range} onRange={setRange} />
 */
export function HistoryFilters<V extends string>({
  label,
  options,
  value,
  onChange,
  range,
  onRange,
}: HistoryFiltersProps<V>) {
  const { t } = useTranslation('ui');
  const [picking, setPicking] = useState(false);
  const end = range.end ?? range.start;
  const rangeText = !range.start
    ? t('historyFilters.allDates')
    : end && isSameDay(range.start, end)
      ? formatThaiDate(range.start, 'short')
      : t('historyFilters.range', {
          start: formatThaiDate(range.start, 'short'),
          end: formatThaiDate(end, 'short'),
        });

  return (
    <div className={styles.filters}>
      <div className={styles.chips} role="group" aria-label={label}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.chip}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className={styles.rangeRow}>
        <button
          type="button"
          className={styles.range}
          aria-haspopup="dialog"
          aria-label={t('historyFilters.dates', { range: rangeText })}
          onClick={() => setPicking(true)}
        >
          <CalendarIcon size={18} />
          <span>{rangeText}</span>
        </button>
        {range.start ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('historyFilters.clearDates')}
            onClick={() => onRange({ start: null, end: null })}
          >
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      <DateRangePicker
        open={picking}
        onClose={() => setPicking(false)}
        value={range}
        max={new Date()}
        onApply={onRange}
      />
    </div>
  );
}
