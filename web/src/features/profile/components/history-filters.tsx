import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@/components/ui/calendar-model';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { CloseIcon } from '@/components/ui/icons';
import { formatThaiDate } from '@/lib/dates';
import { ProfileIcon } from './profile-icons';
import styles from './history.module.css';

export interface StatusTab<S extends string> {
  value: S;
  label: string;
}

/** Status tabs and the date-range filter (Buddhist years) of the history lists. */
export function HistoryFilters<S extends string>({
  tabs,
  status,
  onStatus,
  range,
  onRange,
}: {
  tabs: StatusTab<S>[];
  status: S;
  onStatus: (status: S) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('profile');
  const [picking, setPicking] = useState(false);
  const hasRange = range.start !== null;
  const rangeText = hasRange
    ? `${formatThaiDate(range.start, 'short')} – ${formatThaiDate(range.end ?? range.start, 'short')}`
    : t('history.allDates');

  return (
    <div className={styles.filters}>
      <div className={styles.tabs} role="tablist" aria-label={t('history.statusFilter')}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={tab.value === status}
            className={styles.tab}
            onClick={() => onStatus(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={styles.range}>
        <button
          type="button"
          className={styles.rangeButton}
          onClick={() => setPicking(true)}
          aria-label={t('history.dateFilter', { range: rangeText })}
        >
          <ProfileIcon name="expire" size={18} />
          <span>{rangeText}</span>
        </button>
        {hasRange ? (
          <button
            type="button"
            className={styles.rangeClear}
            onClick={() => onRange({ start: null, end: null })}
            aria-label={t('history.clearDates')}
          >
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      <DateRangePicker
        open={picking}
        onClose={() => setPicking(false)}
        value={range}
        onApply={onRange}
        max={new Date()}
        title={t('history.dateTitle')}
      />
    </div>
  );
}
