/**
 * Month calendar used by DatePicker and DateRangePicker: Buddhist years in Thai, a year picker
 * (limits.years, 1970-2037 by default, limited by min/max), disabled days outside min/max or
 * refused by `selectable`.
 *
 *   <Calendar month={month} onMonthChange={setMonth} limits={{ min, max, selectable }}
 *             selected={[value]} range={{ start, end }} onSelect={(day) => ...} />
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  currentLanguage,
  formatThaiDate,
  isSameDay,
  monthYearLabel,
  weekdayNames,
  yearOptions,
} from '@/lib/dates';
import {
  isDayDisabled,
  isInRange,
  isMonthReachable,
  isYearReachable,
  monthGrid,
} from './calendar-model';
import type { DateRange, DayLimits } from './calendar-model';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './calendar.module.css';

export interface CalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  limits: DayLimits;
  selected: (Date | null)[];
  range?: DateRange;
  onSelect: (day: Date) => void;
}

function YearList({
  month,
  limits,
  onPick,
}: {
  month: Date;
  limits: DayLimits;
  onPick: (year: number) => void;
}) {
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'center' });
    current.current?.focus();
  }, []);
  return (
    <div className={styles.years}>
      {yearOptions(currentLanguage(), limits.years).map(({ value, label }) => {
        const active = value === month.getFullYear();
        return (
          <button
            key={value}
            ref={active ? current : undefined}
            type="button"
            className={styles.year}
            aria-pressed={active}
            disabled={!isYearReachable(value, limits)}
            onClick={() => onPick(value)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

export function Calendar({
  month,
  onMonthChange,
  limits,
  selected,
  range,
  onSelect,
}: CalendarProps) {
  const { t } = useTranslation('ui');
  const lng = currentLanguage();
  const [pickingYear, setPickingYear] = useState(false);
  const today = new Date();
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('datePicker.previousMonth')}
          disabled={pickingYear || !isMonthReachable(previous, limits)}
          onClick={() => onMonthChange(previous)}
        >
          <ChevronLeftIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.label}
          aria-expanded={pickingYear}
          aria-label={t('datePicker.yearButton', { current: monthYearLabel(month, lng) })}
          onClick={() => setPickingYear((open) => !open)}
        >
          {monthYearLabel(month, lng)}
          <ChevronDownIcon size={16} className={pickingYear ? styles.flipped : undefined} />
        </button>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('datePicker.nextMonth')}
          disabled={pickingYear || !isMonthReachable(next, limits)}
          onClick={() => onMonthChange(next)}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>

      {pickingYear ? (
        <YearList
          month={month}
          limits={limits}
          onPick={(year) => {
            onMonthChange(new Date(year, month.getMonth(), 1));
            setPickingYear(false);
          }}
        />
      ) : (
        <table className={styles.grid}>
          <thead>
            <tr>
              {weekdayNames(lng).map((name) => (
                <th key={name} scope="col" className={styles.weekday}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) =>
                  day ? (
                    <td key={column} className={styles.cell}>
                      <button
                        type="button"
                        className={styles.day}
                        aria-label={formatThaiDate(day, 'full', lng)}
                        aria-pressed={selected.some((s) => s !== null && isSameDay(s, day))}
                        aria-current={isSameDay(day, today) ? 'date' : undefined}
                        data-in-range={range && isInRange(day, range) ? '' : undefined}
                        disabled={isDayDisabled(day, limits)}
                        onClick={() => onSelect(day)}
                      >
                        {day.getDate()}
                      </button>
                    </td>
                  ) : (
                    <td key={column} className={styles.cell} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
