/**
 * Dates for display (spec 5, 9): Buddhist years in every language through Intl, Thai month names
 * ('th-TH-u-ca-buddhist') or English ones with the era ('5 Jan 2567 BE'), 24-hour times, and a
 * dash for the year-544 placeholder ('0001-01-01', Buddhist 544) or anything unparseable.
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
 */
import { i18n } from './i18n';

export type DateLanguage = 'th' | 'en-US';
export type DateStyle = 'full' | 'short';
export type DateInput = Date | string | number | null | undefined;

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
export const BUDDHIST_OFFSET = 543;
export const PLACEHOLDER_BUDDHIST_YEAR = 544;
export interface YearRange {
  from: number;
  to: number;
}

/** The year picker of the date pickers (spec 9); birth dates use birthDateLimits instead. */
export const YEAR_RANGE: YearRange = { from: 1970, to: 2037 };
/** How far back a birth year may go: the oldest living members. */
export const BIRTH_YEARS_BACK = 120;
export const EMPTY_DATE = '-';

const intlLocale: Record<DateLanguage, string> = {
  th: 'th-TH-u-ca-buddhist',
  // British order puts the day first, as Thai dates read; the months and the 'BE' era are the same.
  'en-US': 'en-GB-u-ca-buddhist',
};

export function currentLanguage(): DateLanguage {
  return i18n.language === 'en-US' ? 'en-US' : 'th';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lng: DateLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale[lng], options);
    formatters.set(key, cached);
  }
  return cached;
}

/** A local date; `new Date(y, m, d)` would map years 0-99 to 1900-1999. */
function localDate(year: number, month: number, day: number, h = 0, m = 0, s = 0): Date {
  const date = new Date(0);
  date.setFullYear(year, month, day);
  date.setHours(h, m, s, 0);
  return date;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * Parses Date, epoch ms or ISO text. Text without a zone is local time (the API sends local
 * calendar dates); text with a zone goes through Date. Invalid input gives null.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return toDate(new Date(value));
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (match) {
    const [, y, mo, d, h, mi, s] = match.map((part) => Number(part ?? 0));
    const date = localDate(y!, mo! - 1, d!, h, mi, s);
    return date.getMonth() === mo! - 1 ? date : null;
  }
  return toDate(new Date(value));
}

export function buddhistYear(date: Date): number {
  return date.getFullYear() + BUDDHIST_OFFSET;
}

/** The API's "no date" value is year 1 ('0001-01-01'), i.e. Buddhist year 544, in any zone. */
export function isPlaceholderDate(value: DateInput): boolean {
  const date = toDate(value);
  if (!date) return false;
  return (
    buddhistYear(date) === PLACEHOLDER_BUDDHIST_YEAR ||
    date.getUTCFullYear() + BUDDHIST_OFFSET === PLACEHOLDER_BUDDHIST_YEAR
  );
}

/** A date worth showing, or null for empty, invalid or placeholder values. */
function displayable(value: DateInput): Date | null {
  const date = toDate(value);
  return date && !isPlaceholderDate(date) ? date : null;
}

export function formatThaiDate(
  value: DateInput,
  style: DateStyle = 'full',
  lng: DateLanguage = currentLanguage(),
): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  return formatter(lng, {
    day: 'numeric',
    month: style === 'full' ? 'long' : 'short',
    year: 'numeric',
  }).format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 24-hour HH:mm in every language. */
export function formatTime(value: DateInput): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
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

/** yyyy-MM-dd in local time. */
export function toIsoDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-MM-dd string as a local midnight, or null. */
export function parseIsoDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return toDate(text);
}

export function monthNames(style: DateStyle = 'full', lng = currentLanguage()): string[] {
  const format = formatter(lng, { month: style === 'full' ? 'long' : 'short' });
  return Array.from({ length: 12 }, (_, month) => format.format(localDate(2024, month, 1)));
}

/** Calendar column names, Sunday first ('อา' ... 'ส' in Thai, where 'short' is the full word). */
export function weekdayNames(lng = currentLanguage()): string[] {
  const format = formatter(lng, { weekday: lng === 'th' ? 'narrow' : 'short' });
  // 7 January 2024 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(localDate(2024, 0, 7 + day)));
}

/** A Gregorian year as shown: '2567' in Thai, where no date names the era, '2567 BE' in English. */
function yearLabel(year: number, lng = currentLanguage()): string {
  if (lng === 'th') return String(year + BUDDHIST_OFFSET);
  return formatter(lng, { year: 'numeric' }).format(localDate(year, 0, 1));
}

export function monthYearLabel(date: Date, lng = currentLanguage()): string {
  return formatter(lng, { month: 'long', year: 'numeric' }).format(date);
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
