/**
 * Dates for display (spec 5, 9): Buddhist years in every language, Thai month names or English ones
 * with the era ('5 Jan 2567 BE'), 24-hour times, and a dash for the year-544 placeholder
 * ('0001-01-01', Buddhist 544) or anything unparseable. Dates are written as Intl writes them
 * ('th-TH-u-ca-buddhist', 'en-GB-u-ca-buddhist') from the month names in the texts.
 *
 *   formatThaiDate('2024-01-05')            // '5 มกราคม 2567'     en-US: '5 January 2567 BE'
 *   formatThaiDate('2024-01-05', 'short')   // '5 ม.ค. 2567'       en-US: '5 Jan 2567 BE'
 *   formatDateTime('2024-01-05T14:07:00')   // '5 ม.ค. 2567 14:07' en-US: '5 Jan 2567 BE 14:07'
 *   formatThaiDate('0001-01-01')            // '-'
 *   toIsoDate(date) / parseIsoDate('2024-01-05')   // default format yyyy-MM-dd, local time
 *   monthNames('full' | 'short'), weekdayNames(), yearOptions()  // 1970-2037 as 2513-2580
 *   birthDateLimits()                              // 120 years back to today, for birth dates
 *   relativeRange({ unit: 'days', amount: 7 })     // { start, end } for filters
 *
 * Every formatter takes an optional language ('th' | 'en-US'); it defaults to the i18n language.
 * The rest is the kernel both apps share (@crm/contract/dates), whose Intl formats are the measure
 * of these (dates.test.ts).
 */
import {
  EMPTY_DATE,
  buddhistYear,
  displayable,
  formatDate,
  formatTime,
  localDate,
  monthNames as monthNamesIn,
  monthYearLabel as monthYearLabelIn,
  weekdayNames as weekdayNamesIn,
  yearLabel,
  type DateInput,
  type DateLanguage,
} from '@crm/contract/dates';
import { i18n } from './i18n';

export {
  BUDDHIST_OFFSET,
  EMPTY_DATE,
  PLACEHOLDER_BUDDHIST_YEAR,
  buddhistYear,
  formatTime,
  isPlaceholderDate,
  parseIsoDate,
  toDate,
  toIsoDate,
  type DateInput,
  type DateLanguage,
} from '@crm/contract/dates';

export type DateStyle = 'full' | 'short';

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
export interface YearRange {
  from: number;
  to: number;
}

/** The year picker of the date pickers (spec 9); birth dates use birthDateLimits instead. */
export const YEAR_RANGE: YearRange = { from: 1970, to: 2037 };
/** How far back a birth year may go: the oldest living members. */
export const BIRTH_YEARS_BACK = 120;

export function currentLanguage(): DateLanguage {
  return i18n.language === 'en-US' ? 'en-US' : 'th';
}

/**
 * The date as Intl writes it, from the month names in the language's texts: a page's first Intl
 * format reads the browser's locale data, 30 ms on a desktop and four times that on a mid-range
 * phone, and home and the privilege list draw dates as they start. A language whose texts are not
 * here yet gets Intl's own.
 */
export function formatThaiDate(
  value: DateInput,
  style: DateStyle = 'full',
  lng: DateLanguage = currentLanguage(),
): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  if (!i18n.hasResourceBundle(lng, 'common')) return formatDate(date, style, lng);
  const names = style === 'short' ? 'monthsShort' : 'months';
  return i18n.t('calendar.date', {
    lng,
    ns: 'common',
    day: date.getDate(),
    month: i18n.t(`calendar.${names}.${date.getMonth()}`, { lng, ns: 'common' }),
    year: buddhistYear(date),
  });
}

export function formatDateTime(
  value: DateInput,
  style: DateStyle = 'short',
  lng: DateLanguage = currentLanguage(),
): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  return `${formatThaiDate(date, style, lng)} ${formatTime(date)}`;
}

export function monthNames(style: DateStyle = 'full', lng = currentLanguage()): string[] {
  return monthNamesIn(style, lng);
}

/** Calendar column names, Sunday first ('อา' ... 'ส' in Thai, where 'short' is the full word). */
export function weekdayNames(lng = currentLanguage()): string[] {
  return weekdayNamesIn(lng);
}

export function monthYearLabel(date: Date, lng = currentLanguage()): string {
  return monthYearLabelIn(date, lng);
}

/** The year picker's entries (68 by default); `value` stays Gregorian. */
export function yearOptions(
  lng = currentLanguage(),
  range: YearRange = YEAR_RANGE,
): { value: number; label: string }[] {
  const years: { value: number; label: string }[] = [];
  for (let year = range.from; year <= range.to; year++) {
    years.push({ value: year, label: yearLabel(year, lng) });
  }
  return years;
}

export function startOfDay(date: Date): Date {
  const copy = new Date(date);
  copy.setHours(0, 0, 0, 0);
  return copy;
}

/**
 * The days and years a birth date may take: from 1 January 120 years ago to today, never a
 * future day (spec 9's 1970-2037 list is for the date-range picker only).
 */
export function birthDateLimits(today: Date = new Date()): {
  min: Date;
  max: Date;
  years: YearRange;
} {
  const to = today.getFullYear();
  const from = to - BIRTH_YEARS_BACK;
  return { min: localDate(from, 0, 1), max: startOfDay(today), years: { from, to } };
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Negative, zero or positive as `a`'s day is before, equal to or after `b`'s. */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

/** First day of the month `months` away (day overflow cannot skip a month). */
export function addMonths(date: Date, months: number): Date {
  return localDate(date.getFullYear(), date.getMonth() + months, 1);
}

export type RelativeOption =
  | { unit: 'today' }
  | { unit: 'years' | 'months' | 'days' | 'hours' | 'minutes' | 'seconds'; amount: number };

/** The period a relative filter option covers, ending now ('today' starts at midnight). */
export function relativeRange(
  option: RelativeOption,
  now: Date = new Date(),
): { start: Date; end: Date } {
  const start = new Date(now);
  switch (option.unit) {
    case 'today':
      return { start: startOfDay(now), end: now };
    case 'years':
      start.setFullYear(start.getFullYear() - option.amount);
      break;
    case 'months':
      start.setMonth(start.getMonth() - option.amount);
      break;
    case 'days':
      start.setDate(start.getDate() - option.amount);
      break;
    case 'hours':
      start.setHours(start.getHours() - option.amount);
      break;
    case 'minutes':
      start.setMinutes(start.getMinutes() - option.amount);
      break;
    case 'seconds':
      start.setSeconds(start.getSeconds() - option.amount);
      break;
  }
  return { start, end: now };
}
