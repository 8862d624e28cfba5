import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  monthNames,
  monthYearLabel,
  toDate,
  weekdayNames,
  yearLabel,
  type DateInput,
  type DateStyle,
} from '@crm/contract/dates';
import {
  Calendar,
  DatePicker,
  DatePickerInput,
  DateTimePicker,
  MonthPickerInput,
  YearPickerInput,
  type DateFormatter,
  type DatesProviderSettings,
} from '@mantine/dates';
import 'dayjs/locale/th';
import { currentLanguage } from './i18n';

/*
 * Dates in the console read as in the member app, from the kernel both share: Buddhist years,
 * Thai or English month names ('5 ม.ค. 2567', '5 Jan 2567 BE'). The kit's date pickers get the
 * same labels from `datesTheme`, the theme's defaults, so no screen sets them.
 */

export function formatDate(value: DateInput, style: DateStyle = 'full'): string {
  return formatDateIn(value, style, currentLanguage());
}

export function formatDateTime(value: DateInput, style: DateStyle = 'short'): string {
  return formatDateTimeIn(value, style, currentLanguage());
}

const yearOf = (value: string) => toDate(value)?.getFullYear() ?? 0;
const monthLabel = (date: string) => monthYearLabel(toDate(date) ?? new Date(), currentLanguage());
const yearOnly = (date: string) => yearLabel(yearOf(date), currentLanguage());

/** What a picker input shows once picked, one value at a time: one date, several, or a range. */
function shows(one: (value: string) => string): DateFormatter {
  const text = (value: string | null | undefined) => (value ? one(value) : '');
  return ({ type, date, labelSeparator }) => {
    if (type === 'default') return text(date as string | null);
    const dates = (date ?? []) as (string | null)[];
    if (type === 'multiple') return dates.map(text).join(', ');
    const [start, end] = dates;
    return start ? `${text(start)} ${labelSeparator} ${text(end)}`.trim() : '';
  };
}

/** The calendar's headings and lists; Mantine's own would show Gregorian years. */
const calendarLabels = {
  monthLabelFormat: monthLabel,
  yearLabelFormat: yearOnly,
  decadeLabelFormat: (start: string, end: string) =>
    `${yearLabel(yearOf(start), currentLanguage())} – ${yearLabel(yearOf(end), currentLanguage())}`,
  yearsListFormat: yearOnly,
  monthsListFormat: (date: string) =>
    monthNames('short', currentLanguage())[toDate(date)?.getMonth() ?? 0] ?? '',
  weekdayFormat: (date: string) =>
    weekdayNames(currentLanguage())[toDate(date)?.getDay() ?? 0] ?? '',
  // Each day's name for screen readers, in the Buddhist year like the rest.
  getDayAriaLabel: (date: string) => formatDate(date, 'full'),
};

export const datesTheme = {
  Calendar: Calendar.extend({ defaultProps: calendarLabels }),
  DatePicker: DatePicker.extend({ defaultProps: calendarLabels }),
  DatePickerInput: DatePickerInput.extend({
    defaultProps: { ...calendarLabels, valueFormatter: shows((date) => formatDate(date, 'short')) },
  }),
  DateTimePicker: DateTimePicker.extend({
    defaultProps: { ...calendarLabels, valueFormat: (date: string) => formatDateTime(date) },
  }),
  MonthPickerInput: MonthPickerInput.extend({
    defaultProps: { ...calendarLabels, valueFormatter: shows(monthLabel) },
  }),
  YearPickerInput: YearPickerInput.extend({
    defaultProps: { ...calendarLabels, valueFormatter: shows(yearOnly) },
  }),
};

export function datesSettings(): DatesProviderSettings {
  return {
    locale: currentLanguage() === 'th' ? 'th' : 'en',
    firstDayOfWeek: 0,
    weekendDays: [0, 6],
  };
}
