/**
 * Single-date picker overlay. Picking an enabled day calls onChange and closes; the overlay
 * also closes on any route change (so it must render inside the router).
 *
 *   <DatePicker open={open} onClose={() => setOpen(false)} value={date} onChange={setDate}
 *               min={minDate} max={maxDate} selectable={(day) => day.getDay() !== 0} title="..." />
 *   <DatePicker ... {...birthDateLimits()} />   // birth dates: 120 years back, no future day
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from './calendar';
import { initialMonth } from './calendar-model';
import type { DayLimits } from './calendar-model';
import { PickerOverlay } from './picker-overlay';

export interface DatePickerProps extends DayLimits {
  open: boolean;
  onClose: () => void;
  value: Date | null;
  onChange: (date: Date) => void;
  title?: string;
}

function SingleDateBody({
  value,
  onPick,
  limits,
}: {
  value: Date | null;
  onPick: (day: Date) => void;
  limits: DayLimits;
}) {
  const [month, setMonth] = useState(() => initialMonth(value, limits));
  return (
    <Calendar
      month={month}
      onMonthChange={setMonth}
      limits={limits}
      selected={[value]}
      onSelect={onPick}
    />
  );
}

export function DatePicker({
  open,
  onClose,
  value,
  onChange,
  title,
  min,
  max,
  selectable,
  years,
}: DatePickerProps) {
  const { t } = useTranslation('ui');
  return (
    <PickerOverlay
      open={open}
      onClose={onClose}
      title={title ?? t('datePicker.title')}
      showCloseButton
    >
      <SingleDateBody
        value={value}
        limits={{ min, max, selectable, years }}
        onPick={(day) => {
          onChange(day);
          onClose();
        }}
      />
    </PickerOverlay>
  );
}
