/**
 * Date-range picker overlay with the spec 4 rules (see nextRange in calendar-model.ts).
 * Cancel (or closing) drops the changes and keeps the previous range; Apply commits. With only a
 * start chosen, Apply commits that single day (start = end), so one day can be filtered on.
 * Closes on any route change (render inside the router).
 *
 *   <DateRangePicker open={open} onClose={() => setOpen(false)} value={{ start, end }}
 *                    onApply={(range) => setRange(range)} min={...} max={...} selectable={...} />
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDate } from '@/lib/dates';
import { Button } from './button';
import { Calendar } from './calendar';
import { initialMonth, nextRange } from './calendar-model';
import type { DateRange, DayLimits } from './calendar-model';
import { PickerOverlay } from './picker-overlay';
import styles from './date-picker.module.css';

export interface DateRangePickerProps extends DayLimits {
  open: boolean;
  onClose: () => void;
  value: DateRange;
  onApply: (range: DateRange) => void;
  title?: string;
}

function RangeBody({
  value,
  limits,
  onCancel,
  onApply,
}: {
  value: DateRange;
  limits: DayLimits;
  onCancel: () => void;
  onApply: (range: DateRange) => void;
}) {
  const { t } = useTranslation('ui');
  const [draft, setDraft] = useState<DateRange>(value);
  const [month, setMonth] = useState(() => initialMonth(value.start, limits));
  // The end a click on Apply commits: a lone start is a one-day range.
  const end = draft.end ?? draft.start;
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{t('datePicker.start')}</dt>
          <dd>{formatThaiDate(draft.start, 'short')}</dd>
        </div>
        <div>
          <dt>{t('datePicker.end')}</dt>
          <dd>{formatThaiDate(end, 'short')}</dd>
        </div>
      </dl>
      <Calendar
        month={month}
        onMonthChange={setMonth}
        limits={limits}
        selected={[draft.start, draft.end]}
        range={draft}
        onSelect={(day) => setDraft((current) => nextRange(current, day))}
      />
      <div className={styles.actions}>
        <Button block variant="secondary" onClick={onCancel}>
          {t('datePicker.cancel')}
        </Button>
        <Button block onClick={() => onApply({ start: draft.start, end })}>
          {t('datePicker.apply')}
        </Button>
      </div>
    </>
  );
}

export function DateRangePicker({
  open,
  onClose,
  value,
  onApply,
  title,
  min,
  max,
  selectable,
}: DateRangePickerProps) {
  const { t } = useTranslation('ui');
  return (
    <PickerOverlay open={open} onClose={onClose} title={title ?? t('datePicker.rangeTitle')}>
      <RangeBody
        value={value}
        limits={{ min, max, selectable }}
        onCancel={onClose}
        onApply={(range) => {
          onApply(range);
          onClose();
        }}
      />
    </PickerOverlay>
  );
}
